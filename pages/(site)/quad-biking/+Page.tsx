import { ContactSection } from '#components/site/ContactSection.tsx';
import { ServerOnly } from '#components/ui/ServerOnly.tsx';

// All but the form is static: it renders on the server only, with its copy (decision 072).
const sections = import.meta.env.SSR ? await import('./QuadBikingSections.tsx') : undefined;

export default function Page() {
  return (
    <>
      <ServerOnly>{sections && <sections.QuadBikingSections />}</ServerOnly>
      <ContactSection {...sections?.contact} />
    </>
  );
}
