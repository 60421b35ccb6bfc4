import { serverOnlyPage } from '#components/ui/ServerOnly.tsx';

// A list of reviews and a GET form to filter them: nothing needs code in the browser (decision 072).
export default serverOnlyPage(import.meta.env.SSR ? (await import('#components/site/reviews/ReviewListSections.server.tsx')).ReviewListSections : undefined);
