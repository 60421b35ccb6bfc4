import { reload } from 'vike/client/router';
import { Button } from '#components/ui/Button.tsx';
import type { SafariPackage } from '#database/dto.ts';
import { EmptyState } from '../EmptyState.tsx';
import { PanelHeader } from '../PanelHeader.tsx';
import { useCreateRequest } from '../use-create-request.ts';
import { useDialog } from '../use-dialog.ts';
import { PackageCard } from './PackageCard.tsx';
import { PackageDialog } from './PackageDialog.tsx';
import { packagesContent as copy } from './packages.content.ts';

/** SPEC's 'Safari Package Management': every package, with create and edit in one dialog. */
export function PackagesSection({ packages }: { packages: SafariPackage[] }) {
  const dialog = useDialog<SafariPackage>();
  useCreateRequest('package', () => dialog.show());

  return (
    <section aria-labelledby="packages-heading">
      <PanelHeader id="packages-heading" title={copy.title} intro={copy.intro}>
        <Button onClick={() => dialog.show()}>
          <span aria-hidden="true">+</span>
          {copy.add}
        </Button>
      </PanelHeader>
      {packages.length === 0 ? (
        <EmptyState title={copy.empty.title} text={copy.empty.text}>
          <Button onClick={() => dialog.show()}>{copy.empty.action}</Button>
        </EmptyState>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {packages.map((pkg) => (
            <li key={pkg.id} className="flex">
              <PackageCard pkg={pkg} onEdit={dialog.show} />
            </li>
          ))}
        </ul>
      )}
      <PackageDialog
        open={dialog.open}
        session={dialog.session}
        pkg={dialog.item}
        onClose={dialog.close}
        onSaved={() => {
          dialog.close();
          // The server's list again: order, figures and the saved package as stored.
          void reload();
        }}
      />
    </section>
  );
}
