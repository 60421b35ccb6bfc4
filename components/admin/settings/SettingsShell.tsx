import type { ReactNode } from 'react';
import type { AdminView } from '#database/dto.ts';
import { PanelHeader } from '../PanelHeader.tsx';
import { settingsContent as copy } from './settings.content.ts';
import { SettingsNav } from './SettingsNav.tsx';
import { staffContent } from './staff.content.ts';

/**
 * Every Settings page: the title, then the sections' links, then the section. A first password opens only
 * Your account (decision 054), so it gets the reason instead of links that would bring it back there.
 */
export function SettingsShell({ admin, children }: { admin: AdminView; children: ReactNode }) {
  return (
    <section aria-labelledby="settings-heading">
      <PanelHeader id="settings-heading" title={copy.title} intro={copy.intro[admin.role]} />
      {admin.mustChangePassword ? (
        <p role="alert" className="mb-6 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
          {staffContent.firstPasswordBanner}
        </p>
      ) : (
        <SettingsNav />
      )}
      <div className="space-y-6">{children}</div>
    </section>
  );
}
