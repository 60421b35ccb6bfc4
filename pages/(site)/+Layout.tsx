import type { ReactNode } from 'react';
import { SiteShell } from '#components/site/SiteShell.tsx';

export function Layout({ children }: { children: ReactNode }) {
  return <SiteShell>{children}</SiteShell>;
}
