import type { PageContextServer } from 'vike/types';
import { featuredPackages } from './home.content.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** Only what the home page shows: one package of each featured type, and the active testimonials. */
export async function data(pageContext: PageContextServer) {
  const { packages, testimonials } = pageContext.services;
  const [allPackages, allTestimonials] = await Promise.all([packages.list(), testimonials.listActive()]);
  const featured = featuredPackages.flatMap(({ type }) => allPackages.filter((p) => p.type === type).slice(0, 1));
  return { packages: featured, testimonials: allTestimonials };
}
