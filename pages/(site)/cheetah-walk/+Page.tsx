import { ServerOnly } from '#components/ui/ServerOnly.tsx';

// Nothing on this page needs code in the browser: it renders on the server only, with its copy (decision 072).
const sections = import.meta.env.SSR ? await import('./CheetahWalkSections.tsx') : undefined;

export default function Page() {
  return <ServerOnly>{sections && <sections.CheetahWalkSections />}</ServerOnly>;
}
