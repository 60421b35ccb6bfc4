import type { PageContextServer } from 'vike/types';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { packages, testimonials } = pageContext.services;
  const [allPackages, allTestimonials] = await Promise.all([packages.list(), testimonials.listActive()]);
  return { packages: allPackages, testimonials: allTestimonials };
}
