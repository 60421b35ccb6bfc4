import type { PageContext } from 'vike/types';
import { proposalContent as copy } from '#components/site/proposal/proposal.content.ts';
import { BRAND_NAME } from '#lib/brand.ts';
import type { Data } from './+data.ts';

export function title(pageContext: PageContext<Data>) {
  const { data } = pageContext;
  const heading = data.state === 'replaced' ? copy.replaced.heading : copy.pageTitle(data.proposal.tripName);
  return `${heading} | ${BRAND_NAME}`;
}
