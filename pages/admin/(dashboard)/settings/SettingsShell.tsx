import type { ReactNode } from 'react';
import type { AdminView } from '#lib/domain/staff/staff.types.ts';
import { PanelHeader } from '#components/admin/PanelHeader.tsx';
import { settingsContent as copy } from '#components/admin/settings/settings.content.ts';
import { SettingsNav } from './SettingsNav.tsx';
import { firstSignInPending } from '#lib/first-sign-in.ts';

/**
 * Every Settings page: the title, then the sections' links, then the section. An unfinished first sign-in opens
 * only Your account (decisions 054, 158): the dashboard's banner says why, and no links lead elsewhere.
 */
export function SettingsShell({ admin, children }: { admin: AdminView; children: ReactNode }) {
  return (
    <section aria-labelledby="settings-heading">
      <PanelHeader id="settings-heading" title={copy.title} intro={copy.intro[admin.role]} />
      {!firstSignInPending(admin) && <SettingsNav />}
      <div className="space-y-6">{children}</div>
    </section>
  );
}
