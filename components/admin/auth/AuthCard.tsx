import type { ReactNode } from 'react';
import { BRAND_NAME } from '#lib/brand.ts';

/** The signed-out pages' frame (sign-in, a forgotten password): the brand, a white card, a way back. */
export function AuthCard({ eyebrow, title, intro, children, back }: { eyebrow: string; title: string; intro?: string; children: ReactNode; back: { href: string; label: string } }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-bush-950 via-bush-900 to-bush-800 px-4 py-12">
      <div className="w-full max-w-md">
        <p className="text-center font-serif text-2xl font-semibold text-sand-50">{BRAND_NAME}</p>
        <div className="mt-6 rounded-2xl bg-white p-8 shadow-2xl">
          <p className="text-sm font-semibold uppercase tracking-widest text-ochre-700">{eyebrow}</p>
          <h1 className="mt-2 text-3xl font-semibold">{title}</h1>
          {intro && <p className="mt-2 text-sm text-stone-600">{intro}</p>}
          <div className="mt-6">{children}</div>
        </div>
        <p className="mt-6 text-center">
          <a href={back.href} className="text-sm font-medium text-sand-100 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ochre-400">
            <span aria-hidden="true">← </span>
            {back.label}
          </a>
        </p>
      </div>
    </main>
  );
}
