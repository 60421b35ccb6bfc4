import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';

/** A link meant for one traveller: never indexed or followed; its own manifest makes the pack installable. */
export function Head() {
  const { token } = useData<Data>();
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <link rel="manifest" href={`/trips/${encodeURIComponent(token)}/manifest.webmanifest`} />
    </>
  );
}
