import type { ReactNode } from 'react';
import { BRAND_NAME } from '#lib/brand.ts';

/** The public site's frame: skip link, header, main landmark and footer. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2">
        Skip to content
      </a>
      <header className="border-b border-sand-200 bg-white">
        <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4">
          <a href="/" className="font-serif text-xl font-semibold text-bush-900">
            {BRAND_NAME}
          </a>
        </nav>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="bg-bush-950 px-4 py-8 text-sand-100">
        <p className="mx-auto max-w-6xl text-sm">© {BRAND_NAME}</p>
      </footer>
    </div>
  );
}
