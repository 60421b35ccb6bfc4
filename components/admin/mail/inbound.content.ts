/** The dashboard's words about travellers' answers read from the mailbox (issue 21). */
export const inboundContent = {
  noText: 'This answer has no text of its own (only quoted history or attachments).',
  quoted: 'Show the earlier messages it quoted',
  attachmentsHeading: 'Attachments',
  download: (name: string, size: string) => `${name} (${size})`,
  skipped: (name: string, size: string) => `${name} (${size}) was not kept: files over 10 MB stay in the mailbox only.`,
  mailbox: {
    heading: 'Travellers’ answers are not coming in',
    unreachable: (mailbox: string, since: string) =>
      `The mailbox ${mailbox} could not be reached since ${since}; travellers' answers are waiting there and will appear on their enquiries once it can be read again.`,
    /** Why, in words staff can act on; the server's own answer stays behind `detail`. */
    reasons: {
      password: 'The mail server refused the mailbox’s password.',
      unreachable: 'The mail server could not be reached: it may be down, or the website may have the wrong address for it.',
      certificate: 'The mail server’s security certificate was not accepted, so the website did not log in.',
      unknown: 'The mail server did not say why in a way we recognise.',
    },
    detail: 'What the mail server said (for whoever looks after the mail account)',
    who: 'Check the mailbox’s password and the mail provider’s status, or ask whoever set up the company’s e-mail.',
  },
} as const;
