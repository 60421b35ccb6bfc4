import type { AdminSection } from '../admin-sections.ts';

/**
 * Settings' sections (issue 29), each a route of its own instead of one long scroll. Your account stays at
 * /admin/settings itself: the old address lands on the first section, and a first password (which opens only
 * that page, decision 054) needs no other. A section whose route an account may not call gets no link, and its
 * page says it is an owner's (decision 120).
 */
export const SETTINGS_HREF = '/admin/settings';

export const SETTINGS_SECTIONS: AdminSection[] = [
  { href: SETTINGS_HREF, label: 'Your account' },
  { href: `${SETTINGS_HREF}/company`, label: 'Company', route: 'settings.updateCompany' },
  { href: `${SETTINGS_HREF}/pricing`, label: 'Pricing', route: 'costing.updatePricingSettings' },
  { href: `${SETTINGS_HREF}/texts`, label: 'FAQ and Terms', route: 'settings.updateFaq' },
  { href: `${SETTINGS_HREF}/replies`, label: 'Saved replies', route: 'savedReplies.list' },
  { href: `${SETTINGS_HREF}/staff`, label: 'Staff accounts', route: 'staffAccounts.list' },
];

/** The Company form's bank details, which the warnings about missing ones link to. */
export const BANK_DETAILS_ID = 'bank-details';
export const BANK_DETAILS_HREF = `${SETTINGS_HREF}/company#${BANK_DETAILS_ID}`;
