import type { ComponentType, ReactNode } from 'react';
import { ServerOnly } from '#components/ui/ServerOnly.tsx';
import { Header } from './Header.tsx';
import { headerWords } from '#lib/i18n/site-chrome.ts';
import { useLocale } from './use-locale.ts';

// The footer is links and text: its code and copy stay on the server (decision 072).
const Footer: ComponentType = import.meta.env.SSR ? (await import('./Footer.server.tsx')).Footer : () => null;
const CallBar: ComponentType = import.meta.env.SSR ? (await import('./CallBar.server.tsx')).CallBar : () => null;

/** The public site's frame: skip link, header, main landmark, footer and (on phones) the call bar. */
export function SiteShell({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only rounded-full bg-bush-900 px-5 py-2.5 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-[60] focus:outline-2 focus:outline-ochre-400"
      >
        {headerWords[locale].skipLink}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <ServerOnly>
        <Footer />
      </ServerOnly>
      <ServerOnly>
        <CallBar />
      </ServerOnly>
    </div>
  );
}
