import { useData } from 'vike-react/useData';
import { ButtonLink } from '#components/ui/Button.tsx';
import { PanelHeader } from '#components/admin/PanelHeader.tsx';
import { RateCardList } from '#components/admin/costing/RateCardList.tsx';
import { rateCardContent as copy } from '#components/admin/costing/costing.content.ts';
import { SUPPLIERS_HREF } from '#components/admin/costing/costing-hrefs.ts';
import type { Data } from './+data.ts';

export default function Page() {
  const { supplier, cards } = useData<Data>();
  return (
    <article aria-labelledby="supplier-title">
      <ButtonLink variant="ghost" size="sm" className="-ml-3 text-bush-800" href={SUPPLIERS_HREF}>
        {copy.backToSuppliers}
      </ButtonLink>
      <PanelHeader id="supplier-title" title={supplier.name} intro={[supplier.kind, supplier.email, supplier.phone].filter(Boolean).join(' · ')} focusOnMount />
      <RateCardList supplierId={supplier.id} cards={cards} />
    </article>
  );
}
