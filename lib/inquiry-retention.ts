/**
 * How long an enquiry is kept after the last contact about it: the housekeeping erases by `years`, and
 * `/privacy` promises it in words, so the two cannot drift apart.
 */
export const INQUIRY_RETENTION = { years: 2, inWords: 'two years' } as const;
