import { ButtonLink } from '#components/ui/Button.tsx';
import { EmptyState } from '#components/admin/EmptyState.tsx';
import { OwnerOnly } from '#components/admin/auth/OwnerOnly.tsx';
import { formatDate } from '#lib/format.ts';
import type { RateCardView } from '#lib/domain/costing/costing.types.ts';
import { rateCardContent as copy } from './costing.content.ts';
import { rateCardHref, supplierHref } from './costing-hrefs.ts';

const newCardHref = (supplierId: string) => `${supplierHref(supplierId)}/rate-cards/new`;

/** A supplier's rate cards: name, currency, validity and the version in force, each opening its own page. */
export function RateCardList({ supplierId, cards }: { supplierId: string; cards: RateCardView[] }) {
  const addButton = (
    <OwnerOnly route="costing.createRateCard">
      <ButtonLink href={newCardHref(supplierId)}>{copy.newCard}</ButtonLink>
    </OwnerOnly>
  );
  return (
    <section aria-labelledby="rate-cards-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="max-w-2xl">
          <h3 id="rate-cards-title" className="text-xl font-semibold">
            {copy.listTitle}
          </h3>
          <p className="mt-1 text-sm text-stone-600">{copy.listIntro}</p>
        </div>
        {cards.length > 0 && addButton}
      </div>
      {cards.length === 0 ? (
        <EmptyState title={copy.none} text={copy.noneText}>
          {addButton}
        </EmptyState>
      ) : (
        <ul className="divide-y divide-sand-200 rounded-2xl bg-white shadow-sm ring-1 ring-sand-200">
          {cards.map((card) => (
            <li key={card.id}>
              <a href={rateCardHref(supplierId, card.id)} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-4 hover:bg-sand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ochre-600">
                <span className="font-semibold text-bush-900">{card.name}</span>
                <span className="text-sm text-stone-600">
                  {card.currency} · {copy.validity(formatDate(card.validFrom), formatDate(card.validTo))} · {copy.version(card.version)} · {copy.versionSummary(card.seasons.length, card.rates.length)}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
