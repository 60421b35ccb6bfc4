import { useEffect, useState } from 'react';
import { Button } from '#components/ui/Button.tsx';
import type { SafariPackage } from '#database/dto.ts';
import { EmptyState } from '../EmptyState.tsx';
import { PanelHeader } from '../PanelHeader.tsx';
import { Spinner } from '../Spinner.tsx';
import { useDashboardRefresh } from '../use-dashboard-refresh.ts';
import { useOptimisticList } from '../use-optimistic-list.ts';
import { PackageCard } from './PackageCard.tsx';
import { PackageDialog } from './PackageDialog.tsx';
import { packagesContent as copy } from './packages.content.ts';

interface PackagesPanelProps {
  packages: SafariPackage[];
  /** A quick action asked for the create dialog. */
  createRequested: boolean;
  onCreateRequestHandled: () => void;
}

export function PackagesPanel({ packages, createRequested, onCreateRequestHandled }: PackagesPanelProps) {
  const [dialog, setDialog] = useState<{ open: boolean; pkg: SafariPackage | null; session: number }>({ open: false, pkg: null, session: 0 });
  const { refresh, refreshing } = useDashboardRefresh();
  const list = useOptimisticList(packages);
  const open = (pkg: SafariPackage | null) => setDialog((d) => ({ open: true, pkg, session: d.session + 1 }));
  const close = () => setDialog((d) => ({ ...d, open: false }));

  useEffect(() => {
    if (!createRequested) return;
    open(null);
    onCreateRequestHandled();
  }, [createRequested, onCreateRequestHandled]);

  return (
    <section aria-labelledby="packages-heading">
      <PanelHeader id="packages-heading" title={copy.title} intro={copy.intro}>
        {refreshing && <Spinner label={copy.loading} />}
        <Button onClick={() => open(null)}>
          <span aria-hidden="true">+</span>
          {copy.add}
        </Button>
      </PanelHeader>
      {list.items.length === 0 ? (
        <EmptyState title={copy.empty.title} text={copy.empty.text}>
          <Button onClick={() => open(null)}>{copy.empty.action}</Button>
        </EmptyState>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {list.items.map((pkg) => (
            <li key={pkg.id} className="flex">
              <PackageCard pkg={pkg} onEdit={open} />
            </li>
          ))}
        </ul>
      )}
      <PackageDialog
        {...dialog}
        onClose={close}
        onSaved={(saved) => {
          close();
          list.upsert(saved);
          void refresh().then(list.settle);
        }}
      />
    </section>
  );
}
