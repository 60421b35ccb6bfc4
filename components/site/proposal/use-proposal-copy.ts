import { useData } from 'vike-react/useData';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#lib/domain/site/locale.ts';
import type { ProposalCopy } from './proposal.content.ts';
import { proposalCopy } from './proposal.content.de.ts';

/**
 * The traveller's language on their proposal page (issue 42), which its `+data.ts` names. Staff's preview and the
 * booking page name none: they stay English, as every staff page does.
 */
export function useProposalLocale(): Locale {
  const data = useData<{ locale?: unknown } | undefined>();
  return isLocale(data?.locale) ? data.locale : DEFAULT_LOCALE;
}

/** The proposal page's words in the traveller's language. */
export function useProposalCopy(): ProposalCopy {
  return proposalCopy[useProposalLocale()];
}
