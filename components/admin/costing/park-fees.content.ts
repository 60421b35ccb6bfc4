import { FEE_COUNTINGS, RESIDENCY_TIERS, type FeeCounting, type ResidencyTier } from '#lib/domain/costing/costing.types.ts';

export const TIER_NAMES: Record<ResidencyTier, string> = {
  'sa-resident': 'SA resident',
  sadc: 'SADC',
  international: 'International',
  'ea-citizen': 'East African citizen',
  'ea-resident': 'East African resident',
  'non-resident': 'Non-resident',
};
export const COUNTING_NAMES: Record<FeeCounting, string> = { 'per-night': 'per night', 'per-day': 'per day', 'per-24h': 'per 24 hours' };
export const TIER_OPTIONS = RESIDENCY_TIERS.map((tier) => ({ value: tier, label: TIER_NAMES[tier] }));
export const COUNTING_OPTIONS = FEE_COUNTINGS.map((counting) => ({ value: counting, label: COUNTING_NAMES[counting] }));

/** The park fees page's words (issue 40). */
export const parkFeesContent = {
  title: 'Park fees',
  intro: 'Park and conservation fees as the authorities publish them, each row dated and with its source. A new fee for a period is a new row; the old one stays, so a stay across the change uses both.',
  filterLabel: 'Fees in force',
  on: 'In force on',
  park: 'Park',
  allParks: 'Every park',
  show: 'Show',
  none: 'No fees in force that day',
  noneText: 'No park has a fee row covering this day. An owner adds one from the authority’s published tariff.',
  add: 'Add a fee',
  correct: 'Correct',
  correctRow: (park: string, tier: string, ages: string) => `Correct ${park}, ${tier}, ${ages}`,
  source: 'Source',
  sourceOf: (park: string, tier: string, ages: string) => `Source of ${park}, ${tier}, ${ages}`,
  columns: { tier: 'Tier', ages: 'Ages', amount: 'Amount', counting: 'Counted', effective: 'In force', source: 'Source', actions: 'Actions' },
  ages: (from: number, to: number | null) => (to === null ? `${from}+` : `${from}–${to}`),
  effective: (from: string, to: string | null) => (to ? `${from} – ${to}` : `from ${from}`),
  parkHeading: (name: string, authority: string) => `${name} (${authority})`,

  dialog: {
    addTitle: 'Add a park fee',
    editTitle: 'Correct a park fee',
    editIntro: 'A correction changes this row for every stay it covers. For a new tariff from a later day, add a row instead.',
    parkId: 'Park slug',
    parkIdHint: 'kruger, masai-mara, serengeti: trip stops name the park by it.',
    parkName: 'Park name',
    authority: 'Authority',
    tier: 'Tier',
    fromAge: 'From age',
    toAge: 'To age',
    toAgeHint: 'Empty: every age from the first.',
    amount: (currency: string) => `Amount (${currency})`,
    currency: 'Currency',
    counting: 'Counted',
    effectiveFrom: 'In force from',
    effectiveTo: 'In force to',
    effectiveToHint: 'Empty: until a later row replaces it.',
    source: 'Source (link to the published tariff)',
    note: 'Note',
    cancel: 'Cancel',
    submit: 'Save fee',
    submitting: 'Saving…',
    saved: 'Park fee saved',
    failed: 'The park fee was not saved',
  },
};
