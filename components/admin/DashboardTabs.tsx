import { useCallback, useState, type ReactNode } from 'react';
import { Tabs } from '#components/ui/Tabs.tsx';
import type { AdminView, GalleryFolderView, InquiryRecord, SafariPackage } from '#database/dto.ts';
import { tabsContent as copy } from './admin.content.ts';
import { GalleryPanel } from './gallery/GalleryPanel.tsx';
import { InquiriesPanel } from './inquiries/InquiriesPanel.tsx';
import { OverviewPanel } from './overview/OverviewPanel.tsx';
import type { QuickAction } from './overview/QuickActions.tsx';
import { PackagesPanel } from './packages/PackagesPanel.tsx';
import { SettingsPanel } from './settings/SettingsPanel.tsx';
import type { ActivityEntry } from './types.ts';

const TAB_IDS = ['overview', 'packages', 'gallery', 'inquiries', 'settings'] as const;
type TabId = (typeof TAB_IDS)[number];

/** Which tab each quick action opens, and which dialog it opens there. */
const QUICK_ACTIONS: Record<QuickAction, { tab: TabId; dialog: 'package' | 'folder' | null }> = {
  addPackage: { tab: 'packages', dialog: 'package' },
  createFolder: { tab: 'gallery', dialog: 'folder' },
  viewInquiries: { tab: 'inquiries', dialog: null },
};

interface DashboardTabsProps {
  admin: AdminView;
  packages: SafariPackage[];
  folders: GalleryFolderView[];
  inquiries: InquiryRecord[];
  inquiryTotal: number;
  activity: ActivityEntry[];
}

/** SPEC's five tabs, Overview first. Leaving a tab resets it (the gallery returns to its folders). */
export function DashboardTabs({ admin, packages, folders, inquiries, inquiryTotal, activity }: DashboardTabsProps) {
  const [selected, setSelected] = useState(0);
  const [requestedDialog, setRequestedDialog] = useState<'package' | 'folder' | null>(null);
  const dialogHandled = useCallback(() => setRequestedDialog(null), []);

  const runQuickAction = (action: QuickAction) => {
    const { tab, dialog } = QUICK_ACTIONS[action];
    setRequestedDialog(dialog);
    setSelected(TAB_IDS.indexOf(tab));
    // Without a dialog to take it, focus would fall to the page when the clicked button goes.
    if (!dialog) requestAnimationFrame(() => document.getElementById(`tab-${tab}`)?.focus());
  };

  const content: Record<TabId, ReactNode> = {
    overview: <OverviewPanel activity={activity} onQuickAction={runQuickAction} />,
    packages: <PackagesPanel packages={packages} createRequested={requestedDialog === 'package'} onCreateRequestHandled={dialogHandled} />,
    gallery: <GalleryPanel folders={folders} createFolderRequested={requestedDialog === 'folder'} onCreateFolderRequestHandled={dialogHandled} />,
    inquiries: <InquiriesPanel inquiries={inquiries} total={inquiryTotal} />,
    settings: <SettingsPanel admin={admin} />,
  };

  return (
    <Tabs
      label={copy.label}
      tabs={TAB_IDS.map((id) => ({ id, label: copy[id], content: content[id] }))}
      selectedIndex={selected}
      onChange={setSelected}
    />
  );
}
