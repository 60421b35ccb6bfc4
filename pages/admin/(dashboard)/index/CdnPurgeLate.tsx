import { usePageContext } from 'vike-react/usePageContext';
import { formatDateTime } from '#lib/format.ts';

/**
 * Says when a change to the public site has waited over 5 minutes for the CDN to be purged (CDN_PURGE_URL is down or
 * refuses): visitors may see the old pages until it works. Nothing while purges go through.
 */
export function CdnPurgeLate({ since }: { since: string | null }) {
  const { site } = usePageContext();
  if (!since) return null;
  return (
    <section aria-labelledby="cdn-purge-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-2 ring-ochre-400 sm:p-6">
      <h2 id="cdn-purge-heading" className="text-2xl font-semibold text-ochre-700">
        The CDN still shows older pages
      </h2>
      <p className="mt-3 text-sm text-stone-800">
        Changes since {formatDateTime(since, site.timeZone)} have not reached the CDN yet: its purge address does not answer. The site keeps trying;
        visitors may see the earlier pages until it succeeds.
      </p>
    </section>
  );
}
