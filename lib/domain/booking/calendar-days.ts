/** A calendar date ("YYYY-MM-DD") moved by whole days; in UTC, so no daylight-saving change adds or loses a day. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}
