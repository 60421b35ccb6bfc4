import type { PageContextServer } from 'vike/types';

export type Data = Awaited<ReturnType<typeof data>>;

/** Every review, hidden ones too: the home page shows only the active ones. */
export async function data(pageContext: PageContextServer) {
  return { testimonials: await pageContext.services.testimonials.listAll() };
}
