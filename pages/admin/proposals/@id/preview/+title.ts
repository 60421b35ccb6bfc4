import type { PageContext } from 'vike/types';
import { proposalContent } from '#components/site/proposal/proposal.content.ts';
import { BRAND_NAME } from '#lib/brand.ts';
import type { Data } from './+data.ts';

export function title(pageContext: PageContext<Data>) {
  return `Preview: ${proposalContent.pageTitle(pageContext.data.proposal.tripName)} | ${BRAND_NAME}`;
}
