import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  title: 'Family-run African safaris from South Africa',
  description:
    'Private and small-group safaris in South Africa and across its borders, guided by a family with 25+ years of experience. Enquire and hear from us within 24 hours.',
  favicon: '/favicon.svg',
  stream: true,
  // What the server puts on pageContext and the browser needs too (never the repositories).
  passToClient: ['site', 'admin', 'locale'],
  meta: {
    // `cacheable: false`: a page for one visitor only, never kept in the public render cache and sent
    // `Cache-Control: private, no-store` (server/pages.ts; decision 105).
    cacheable: { env: { server: true } },
  },
} satisfies Config;
