import { ButtonLink } from '#components/ui/Button.tsx';
import { Photo } from '#components/ui/Photo.tsx';
import type { SafariPackage, TripDeparture } from '#lib/domain/catalogue/catalogue.types.ts';
import { formatDate } from '#lib/format.ts';
import { stockPhoto } from '#lib/stock-photo.ts';
import { formatMoney, isPriced, priceLabel } from '#lib/domain/money/money.ts';
import { packageCardWords } from './package-card.content.ts';
import { useLocale, useSiteLink } from './use-locale.ts';
import { priceData } from '#components/site/currency/price-data.ts';

type PackageSummary = Pick<SafariPackage, 'id' | 'name' | 'lengthText' | 'description' | 'features' | 'imageUrl' | 'path' | 'fromPrice'> & Partial<Pick<SafariPackage, 'priceCurrency'>> & {
  /** Its name, description and `path` are the trip's reviewed German (decision 204). */
  inGerman?: true;
};

interface PackageCardProps {
  pkg: PackageSummary;
  badge: string;
  /** Fixed departures from today on, with their seats left (the /packages page, issue 26). */
  departures?: TripDeparture[];
  /** How many features to list (SPEC §9: at most 4 on the packages page). */
  featureLimit?: number;
  inquireLabel?: string;
  /** Badge colours: premium (ochre) or standard (green). */
  tone?: 'premium' | 'standard';
}

/** A card lists the next few departures; the trip page lists them all. */
const MAX_DEPARTURES_SHOWN = 3;

/** The contact page reads `?package=<id>` to preselect and name the package. */
export function inquireHref(packageId: string): string {
  // Straight to the form (its section's id), not the top of /contact a screen above it (issue 29).
  return `/contact?package=${encodeURIComponent(packageId)}#contact`;
}

export function PackageCard({ pkg, badge, departures, featureLimit = 4, inquireLabel, tone = 'standard' }: PackageCardProps) {
  const locale = useLocale();
  const siteLink = useSiteLink();
  const copy = packageCardWords[locale];
  const label = inquireLabel ?? copy.inquireLabel;
  // The trip's name and texts are the operator's English until its German is reviewed (issue 42): marked as such.
  const operatorLang = locale === 'en' ? undefined : 'en';
  const ownLang = pkg.inGerman ? undefined : operatorLang;
  const tripLink = pkg.inGerman ? { href: pkg.path } : siteLink(pkg.path);
  const badgeClasses = tone === 'premium' ? 'bg-ochre-600 text-white' : 'bg-bush-800 text-sand-50';
  return (
    // The trip's name is a link stretched over the whole card; the Inquire button sits above it.
    <article className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-sand-200 hover:ring-ochre-400 focus-within:ring-2 focus-within:ring-ochre-600">
      <div className="relative">
        {/* SPEC §3: a package without its own image shows a stock one. */}
        <Photo src={pkg.imageUrl || stockPhoto(copy.fallbackPhotoId, 800)} alt={copy.imageAlt(pkg.name)} width={800} height={533} />
        <span className={`absolute left-4 top-4 rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wider shadow ${badgeClasses}`}>{badge}</span>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="font-serif text-2xl font-semibold text-bush-900">
          <a {...tripLink} lang={ownLang} className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-ochre-700">
            {pkg.name}
          </a>
        </h3>
        <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-ochre-700">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" strokeLinecap="round" />
          </svg>
          <span className="sr-only">{copy.durationLabel}: </span>
          <span lang={operatorLang}>{pkg.lengthText}</span>
        </p>
        <p lang={ownLang} className="mt-3 text-stone-700">{pkg.description}</p>
        <ul aria-label={copy.featuresLabel} lang={operatorLang} className="mb-6 mt-4 space-y-2 text-sm text-stone-700">
          {pkg.features.slice(0, featureLimit).map((feature) => (
            <li key={feature} className="flex gap-2">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 h-4 w-4 shrink-0 text-bush-700" fill="none" stroke="currentColor" strokeWidth="2.5">
                <path d="M5 12l5 5L19 7" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              {feature}
            </li>
          ))}
        </ul>
        {departures && departures.length > 0 && (
          <div className="mb-6">
            <p id={`departures-${pkg.id}`} className="text-xs font-semibold uppercase tracking-wider text-stone-600">
              {copy.departuresHeading}
            </p>
            <ul aria-labelledby={`departures-${pkg.id}`} className="mt-2 space-y-1 text-sm">
              {departures.slice(0, MAX_DEPARTURES_SHOWN).map((departure) => (
                <li key={departure.id} className="flex justify-between gap-4">
                  <time dateTime={departure.date} className="text-stone-700">
                    {formatDate(departure.date, locale)}
                  </time>
                  <span className={`font-semibold ${departure.seatsLeft === 0 ? 'text-stone-500' : 'text-bush-800'}`}>{departure.heldForOthers ? copy.heldForOthers : copy.seatsLeft(departure.seatsLeft)}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-4 border-t border-sand-200 pt-5">
          {isPriced(pkg.fromPrice) ? (
            <p className="text-stone-600">
              <span className="text-sm">{copy.from} </span>
              <span className="font-serif text-3xl font-semibold text-bush-900" {...priceData(pkg.fromPrice, pkg.priceCurrency)}>{formatMoney(pkg.fromPrice, pkg.priceCurrency, locale)}</span>
              <span className="block text-sm">{copy.perPerson}</span>
            </p>
          ) : (
            <p className="font-serif text-2xl font-semibold text-bush-900">{priceLabel(null, 'USD', locale)}</p>
          )}
          <div className="flex flex-wrap items-center gap-4">
            {/* A cue, not a second link: the whole card (the name's link) leads to the trip. */}
            <span aria-hidden="true" className="text-sm font-semibold text-ochre-700 group-hover:underline">
              {copy.viewTrip}
            </span>
            <ButtonLink {...siteLink(inquireHref(pkg.id))} aria-label={copy.inquireAriaLabel(label, pkg.name)} className="relative z-10">
              {label}
            </ButtonLink>
          </div>
        </div>
      </div>
    </article>
  );
}
