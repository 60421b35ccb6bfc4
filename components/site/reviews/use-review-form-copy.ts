import { useData } from 'vike-react/useData';
import { DEFAULT_LOCALE, isLocale } from '#lib/domain/site/locale.ts';
import type { ReviewFormCopy } from './reviews.content.ts';
import { reviewFormCopy } from './reviews.content.de.ts';

/** The review form's words in the traveller's language, which `/reviews/<token>`'s data names (issue 42). */
export function useReviewFormCopy(): ReviewFormCopy {
  const data = useData<{ locale?: unknown } | undefined>();
  return reviewFormCopy[isLocale(data?.locale) ? data.locale : DEFAULT_LOCALE];
}
