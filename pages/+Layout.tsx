import './tailwind.css';
import type { ReactNode } from 'react';
import { Toaster } from '#components/ui/Toaster.tsx';

/** Every page, public or admin: the stylesheet and the one toast region. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
