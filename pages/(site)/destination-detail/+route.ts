import { slugFromPath } from '#lib/content/detail-routes.ts';

/** One template serves exactly the seventeen detail paths; anything else is left to the 404 page. */
export function route(pageContext: { urlPathname: string }) {
  const slug = slugFromPath(pageContext.urlPathname);
  return slug ? { routeParams: { slug } } : false;
}
