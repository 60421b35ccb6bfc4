import { useData } from 'vike-react/useData';
import { ContactSection } from '#components/site/ContactSection.tsx';
import { useLocale } from '#components/site/use-locale.ts';
import { ServerOnly } from '#components/ui/ServerOnly.tsx';
import type { Data } from './+data.ts';

// All but the form is static: it renders on the server only, with its copy (decision 072).
const sections = import.meta.env.SSR ? await import('./QuadBikingSections.server.tsx') : undefined;

export default function Page() {
  const { about } = useData<Data>();
  const locale = useLocale();
  return (
    <>
      <ServerOnly>{sections && <sections.QuadBikingSections />}</ServerOnly>
      <ContactSection {...sections?.contactCopy[locale]} about={about} />
    </>
  );
}
