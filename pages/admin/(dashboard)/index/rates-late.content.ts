/** The Overview's words when the ECB's reference rates are late or missing (issue 42). */
export const ratesLateContent = {
  heading: (age: number | null) => (age === null ? 'No exchange rates yet' : `The exchange rates are ${age} days old`),
  stored: (day: string, readAt: string) => `Travellers' approximate prices use the ECB's reference rates of ${day}, last read ${readAt}. `,
  none: "The ECB's reference rates have not been fetched yet, so travellers see prices only in the trip's currency. ",
  schedule: (maxAge: number) =>
    `The site fetches them every day after 16:30 Frankfurt time and tries again when that fails; once they are more than ${maxAge} days old, no approximate price is shown.`,
};
