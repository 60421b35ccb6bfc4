import './tailwind.css';
import type { ReactNode } from 'react';

/** Every page, public or admin: the stylesheet. The toast region mounts with the first toast (`#components/ui/notify.ts`). */
export function Layout({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
