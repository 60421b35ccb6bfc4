import type { PageContext } from 'vike/types';
import { proposalCopy } from '#components/site/proposal/proposal.content.de.ts';
import { BRAND_NAME } from '#lib/brand.ts';
import type { Data } from './+data.ts';

export function title(pageContext: PageContext<Data>) {
  const { data } = pageContext;
  const copy = proposalCopy[data.locale];
  const heading = data.state === 'replaced' ? copy.replaced.heading : copy.pageTitle(data.proposal.tripName);
  return `${heading} | ${BRAND_NAME}`;
}
