import { serverOnlyPage } from '#components/ui/ServerOnly.tsx';

// Nothing on this page needs code in the browser (decision 072).
export default serverOnlyPage(import.meta.env.SSR ? (await import('./AccommodationsSections.server.tsx')).AccommodationsSections : undefined);
