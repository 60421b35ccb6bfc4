import { useData } from 'vike-react/useData';
import { ButtonLink } from '#components/ui/Button.tsx';
import { PanelHeader } from '#components/admin/PanelHeader.tsx';
import { OwnerOnly } from '#components/admin/auth/OwnerOnly.tsx';
import { RateCardForm } from '#components/admin/costing/RateCardForm.tsx';
import { rateCardContent as copy } from '#components/admin/costing/costing.content.ts';
import { supplierHref } from '#components/admin/costing/costing-hrefs.ts';
import type { Data } from './+data.ts';

export default function Page() {
  const { supplier } = useData<Data>();
  return (
    <article aria-labelledby="new-card-title">
      <ButtonLink variant="ghost" size="sm" className="-ml-3 text-bush-800" href={supplierHref(supplier.id)}>
        {copy.backToSupplier(supplier.name)}
      </ButtonLink>
      <PanelHeader id="new-card-title" title={copy.newCard} intro={copy.rateCardsOf(supplier.name)} focusOnMount />
      <OwnerOnly route="costing.createRateCard" page>
        <RateCardForm supplierId={supplier.id} card={null} />
      </OwnerOnly>
    </article>
  );
}
