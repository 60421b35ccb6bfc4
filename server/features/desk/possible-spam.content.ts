/** The words the operator's alert gains when the enquiry is only possible spam. */
export const possibleSpamContent = {
  subject: (subject: string) => `Possible spam: ${subject}`,
  why: (reason: string) => `Possible spam. ${reason} It is in the desk as a New enquiry; if it is not real, mark it as spam there.`,
} as const;
