/** What the desk says about an enquiry the form's spam checks marked. */
export const spamCheckContent = {
  badge: { possible: 'Possible spam', held: 'Filed by the spam check', released: 'Restored from spam' },
  heading: { possible: 'Possible spam', held: 'Filed as spam by the form', released: 'Restored from spam' },
  after: {
    possible: 'It was handled like any inquiry: the team was alerted and the traveller got the usual acknowledgement. If it is not real, mark it as spam.',
    held: 'No mail went out for it. If it is real, move it out of spam: the alert and the acknowledgement are sent then.',
    released: 'The alert and the acknowledgement held back went out when it left spam.',
  },
} as const;
