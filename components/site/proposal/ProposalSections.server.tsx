import { Fragment, type ReactNode } from 'react';
import { ActivitySection } from '#components/site/activity/ActivitySection.tsx';
import { RouteMap } from '#components/site/trip/RouteMap.tsx';
import { TripInclusions } from '#components/site/trip/TripInclusions.tsx';
import { TripItinerary } from '#components/site/trip/TripItinerary.tsx';
import type { PublicProposalView } from '#lib/domain/sale/proposal.types.ts';
import { PriceBreakdown } from './PriceBreakdown.tsx';
import { useProposalCopy } from './use-proposal-copy.ts';

type Tone = 'sand' | 'white';

export interface ProposalSectionsProps {
  proposal: PublicProposalView['proposal'];
  termsPath: string;
  balanceDueOn: string | null;
  /** The booking was cancelled (issue 39): the price shows no payment schedule. */
  cancelled?: boolean;
  /** Once accepted, the proposal's validity is over and done with: the terms line no longer names it. */
  accepted: boolean;
}

/**
 * The proposal itself: the itinerary with its route map and lodges, the price breakdown, what is
 * included and the terms. Static markup, rendered on the server only like the trip page's sections
 * (decisions 072, 077), so d3 and the atlas never reach the phone.
 */
export function ProposalSections({ proposal, termsPath, balanceDueOn, accepted, cancelled = false }: ProposalSectionsProps) {
  const copy = useProposalCopy();
  const bands: ((tone: Tone) => ReactNode)[] = [];
  if (proposal.stops.length > 0) {
    bands.push((tone) => (
      <ActivitySection id="itinerary" tone={tone} eyebrow={copy.itineraryEyebrow} title={copy.itineraryTitle}>
        <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[3fr_2fr] lg:items-start">
          <div className="lg:sticky lg:top-24 lg:order-2">
            <RouteMap name={proposal.tripName ?? copy.itineraryTitle} stops={proposal.stops} />
          </div>
          <TripItinerary stops={proposal.stops} />
        </div>
      </ActivitySection>
    ));
  }
  bands.push((tone) => (
    <ActivitySection id="price" tone={tone} eyebrow={copy.priceEyebrow} title={copy.priceTitle}>
      <PriceBreakdown
        currency={proposal.currency}
        lines={proposal.lines}
        total={proposal.total}
        deposit={proposal.deposit}
        depositPercent={proposal.depositPercent}
        balanceDueOn={balanceDueOn}
        schedule={!cancelled}
      />
      <p className="mx-auto mt-6 max-w-3xl text-sm leading-relaxed text-stone-700">
        {copy.termsIntro}{' '}
        <a href={termsPath} className="font-semibold text-bush-800 underline underline-offset-4 hover:text-ochre-700">
          {copy.termsLink}
        </a>{' '}
        {copy.termsOutro}
        {!accepted && (
          <>
            {' '}
            <strong className="font-semibold text-bush-900">{copy.validUntil(proposal.validUntil)}.</strong>
          </>
        )}
      </p>
    </ActivitySection>
  ));
  if (proposal.included.length > 0 || proposal.excluded.length > 0) {
    bands.push((tone) => (
      <ActivitySection id="included" tone={tone} eyebrow={copy.includedEyebrow} title={copy.includedTitle}>
        <TripInclusions included={proposal.included} excluded={proposal.excluded} />
      </ActivitySection>
    ));
  }
  return (
    <>
      {bands.map((band, index) => (
        // The header above sits on the page's sand background, so the first band is white.
        <Fragment key={index}>{band(index % 2 === 0 ? 'white' : 'sand')}</Fragment>
      ))}
    </>
  );
}
