import { SectionHeading } from '#components/ui/SectionHeading.tsx';
import { formatMoney } from '#lib/domain/money/money.ts';
import { priceData } from '#components/site/currency/price-data.ts';
import type { Booking, Pricing } from './activity.types.ts';
import { BookLink } from './BookLink.tsx';
import { CheckList } from './CheckList.tsx';
import { useLocale } from '#components/site/use-locale.ts';
import { activityWords } from './activity.words.ts';

/** Prices, what they buy and a Book button; `#pricing` is where the hero's See Pricing link lands. */
export function PricingSection({ pricing, booking }: { pricing: Pricing; booking: Booking }) {
  const locale = useLocale();
  const words = activityWords[locale];
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="bg-white px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto grid max-w-7xl items-start gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading id="pricing-title" eyebrow={words.pricingEyebrow} title={pricing.title} intro={pricing.intro} align="left" />
          {pricing.inclusions && (
            <div className="mt-10">
              <h3 className="text-xl font-semibold">{words.included}</h3>
              <div className="mt-4">
                <CheckList items={pricing.inclusions} />
              </div>
            </div>
          )}
        </div>
        <div className="rounded-2xl bg-bush-900 p-8 text-sand-100 shadow-lg sm:p-10">
          <ul className="space-y-6">
            {pricing.options.map((option) => (
              <li key={option.label} className="flex flex-wrap items-baseline gap-x-3 border-b border-white/10 pb-6 last:border-0 last:pb-0">
                <span className="font-serif text-5xl font-semibold text-white" {...priceData(option.amount)}>{formatMoney(option.amount, 'USD', locale)}</span>
                <span className="text-lg text-sand-200">{option.label}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-8 grid gap-4 sm:grid-cols-3">
            {pricing.facts.map((fact) => (
              <div key={fact.label} className="rounded-xl bg-white/5 p-4">
                <dt className="text-xs font-semibold uppercase tracking-wider text-ochre-400">{fact.label}</dt>
                <dd className="mt-1 font-semibold text-white">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <BookLink booking={booking} className="mt-8 w-full">
            {booking.label}
          </BookLink>
          <p className="mt-4 text-center text-sm text-sand-200">{words.pricesNote}</p>
        </div>
      </div>
    </section>
  );
}
