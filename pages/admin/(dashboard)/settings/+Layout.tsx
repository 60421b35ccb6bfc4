import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { SettingsShell } from './SettingsShell.tsx';

/** Every Settings section: its title and the sections' links around the section's page (issue 29). */
export function Layout({ children }: { children: ReactNode }) {
  const { admin } = usePageContext();
  if (!admin) return null;
  return <SettingsShell admin={admin}>{children}</SettingsShell>;
}
