import type { PageContextServer } from 'vike/types';
import { featuredPackages } from './home.content.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** Only what the home page shows: one package of each featured type, the active testimonials and the latest reviews. */
export async function data(pageContext: PageContextServer) {
  const { packages, testimonials, reviews } = pageContext.services;
  const [allPackages, allTestimonials, latest] = await Promise.all([packages.list(), testimonials.listActive(), reviews.published({ limit: 3, offset: 0 })]);
  const featured = featuredPackages.flatMap(({ type }) => allPackages.filter((p) => p.type === type).slice(0, 1));
  return { packages: featured, testimonials: allTestimonials, reviews: latest.items };
}
