import { useData } from 'vike-react/useData';
import { ButtonLink } from '#components/ui/Button.tsx';
import { PanelHeader } from '#components/admin/PanelHeader.tsx';
import { OwnerOnly } from '#components/admin/auth/OwnerOnly.tsx';
import { RateCardForm } from '#components/admin/costing/RateCardForm.tsx';
import { RateCardImport } from '#components/admin/costing/RateCardImport.tsx';
import { RateCardVersions } from '#components/admin/costing/RateCardVersions.tsx';
import { rateCardContent as copy } from '#components/admin/costing/costing.content.ts';
import { supplierHref } from '#components/admin/costing/costing-hrefs.ts';
import { formatDate } from '#lib/format.ts';
import type { Data } from './+data.ts';

export default function Page() {
  const { supplier, card, versions } = useData<Data>();
  return (
    <article aria-labelledby="card-title" className="space-y-6">
      <div>
        <ButtonLink variant="ghost" size="sm" className="-ml-3 text-bush-800" href={supplierHref(supplier.id)}>
          {copy.backToSupplier(supplier.name)}
        </ButtonLink>
        <PanelHeader
          id="card-title"
          title={card.name}
          intro={`${supplier.name} · ${card.currency} · ${copy.validity(formatDate(card.validFrom), formatDate(card.validTo))} · ${copy.version(card.version)}`}
          focusOnMount
        />
      </div>
      {/* The form is keyed by version, so a save or an import shows the new version's rows. */}
      <RateCardForm key={card.version} supplierId={supplier.id} card={card} />
      <OwnerOnly route="costing.importRates">
        <RateCardImport card={card} />
      </OwnerOnly>
      <RateCardVersions versions={versions} />
    </article>
  );
}
