/** The dashboard's words about travellers' answers read from the mailbox (issue 21). */
export const inboundContent = {
  noText: 'This answer has no text of its own (only quoted history or attachments).',
  quoted: 'Show the earlier messages it quoted',
  attachmentsHeading: 'Attachments',
  download: (name: string, size: string) => `${name} (${size})`,
  /** Over 10 MB, past 25 MB in one mail or 100 MB for the enquiry (decision 136): the file stays in the mailbox only. */
  skipped: (name: string, size: string) => `${name} (${size}): too large, not stored`,
  /** A mail naming the enquiry from an address that is not its traveller's (decision 136). */
  held: {
    intro: 'This mail names this inquiry but does not come from the traveller’s address. It changes nothing until you accept it.',
    calledItself: (name: string) => `The mail gives its sender as “${name}”.`,
    unknownSender: '(no sender address)',
    accept: 'Accept as the traveller’s answer',
    addAddress: (address: string) => `Also take later mail from ${address} as the traveller’s`,
    discard: 'Discard',
    accepted: 'Recorded as the traveller’s answer',
    acceptFailed: 'Could not accept the mail',
    discardQuestion: 'Discard this mail?',
    discardDetail: (address: string) => `The mail from ${address} and its attachments are deleted from the desk. It stays in the mailbox.`,
    discarding: 'Discarding...',
    discarded: 'Mail discarded',
    discardFailed: 'Could not discard the mail',
    overview: {
      heading: 'Mail from other senders is waiting',
      intro: 'These mails name an inquiry but do not come from its traveller’s address. Open the inquiry to accept or discard each.',
      item: (sender: string, name: string, reference: string) => `${sender} about ${name} (${reference})`,
      more: (count: number) => `and ${count} more`,
    },
  },
  addresses: {
    heading: 'The traveller’s addresses',
    intro: (email: string) => `Mail from ${email} goes onto the timeline as the traveller’s answer. Add any other address they write from; mail from anyone else waits for you to accept it.`,
    label: 'Another address',
    submit: 'Add address',
    submitting: 'Adding...',
    added: 'Address added',
    failed: 'Could not add the address',
    remove: (address: string) => `Remove ${address}`,
    removed: 'Address removed',
    removeFailed: 'Could not remove the address',
  },
  mailbox: {
    heading: 'Travellers’ answers are not coming in',
    unreachable: (mailbox: string, since: string) =>
      `The mailbox ${mailbox} could not be reached since ${since}; travellers' answers are waiting there and will appear on their inquiries once it can be read again.`,
    /** Why, in words staff can act on; the server's own answer stays behind `detail`. */
    reasons: {
      password: 'The mail server refused the mailbox’s password.',
      unreachable: 'The mail server could not be reached: it may be down, or the website may have the wrong address for it.',
      stalled: 'The mail server accepted the connection but stopped answering.',
      certificate: 'The mail server’s security certificate was not accepted, so the website did not log in.',
      unknown: 'The mail server did not say why in a way we recognise.',
    },
    detail: 'What the mail server said (for whoever looks after the mail account)',
    who: 'Check the mailbox’s password and the mail provider’s status, or ask whoever set up the company’s e-mail.',
  },
} as const;
