import { serverOnlyPage } from '#components/ui/ServerOnly.tsx';

// Static words and live counts: nothing needs code in the browser (decision 072).
export default serverOnlyPage(import.meta.env.SSR ? (await import('#components/site/reviews/ReviewPolicySections.server.tsx')).ReviewPolicySections : undefined);
