/** The party's fields as the enquiry forms hold them (text), before the shared schema reads them (issue 40). */
export interface PartyValues {
  adults: string;
  childrenAges: string;
  country: string;
}

export const EMPTY_PARTY: PartyValues = { adults: '', childrenAges: '', country: '' };

/**
 * What the API receives: blanks left out (a traveller who skips the party sends nothing), the adults as a number and
 * "4, 9" as [4, 9]; anything else typed reaches the schema as it is, so its message names the field.
 */
export function partyBody({ adults, childrenAges, country }: PartyValues) {
  const ages = childrenAges.split(/[,;\s]+/).filter(Boolean).map((age) => (/^\d+$/.test(age) ? Number(age) : age));
  return {
    ...(adults.trim() ? { adults: /^\d+$/.test(adults.trim()) ? Number(adults.trim()) : adults } : {}),
    ...(ages.length ? { childrenAges: ages } : {}),
    ...(country ? { country } : {}),
  };
}
