import { useData } from 'vike-react/useData';
import { ServerOnly } from '#components/ui/ServerOnly.tsx';
import type { Data } from './+data.ts';
import { PackageTabs } from '../PackageTabs.tsx';
import { useLocale } from '#components/site/use-locale.ts';
import { packageTabsCopy } from '../package-tabs.copy.ts';

// Only the tabs need code in the browser (decision 072).
const sections = import.meta.env.SSR ? await import('../PackagesSections.server.tsx') : undefined;

export default function Page() {
  const { groups, departures } = useData<Data>();
  const copy = packageTabsCopy[useLocale()];
  return (
    <>
      <ServerOnly>{sections && <sections.PackagesHero />}</ServerOnly>
      <section aria-label={copy.tabsLabel} className="px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-7xl">
          <PackageTabs groups={groups} departures={departures} />
        </div>
      </section>
      <ServerOnly>{sections && <sections.PackagesClosing />}</ServerOnly>
    </>
  );
}
