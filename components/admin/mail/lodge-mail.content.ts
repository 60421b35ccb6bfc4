/** The dashboard's words about mail naming a reservation (issue 38, decision 171). */
export const lodgeMailContent = {
  heading: 'Mail about this reservation to check',
  held: {
    intro: (sender: string) => `From another sender: ${sender}. This mail names the reservation but does not come from the supplier’s address. It changes nothing until you accept it.`,
    unknownSender: '(no sender address)',
    accept: 'Accept as the supplier’s answer',
    addAddress: (address: string) => `Also take later mail from ${address} as the supplier’s`,
    discard: 'Discard',
    accepted: 'Recorded as the supplier’s answer',
    acceptFailed: 'Could not accept the mail',
    discardQuestion: 'Discard this mail?',
    discardDetail: (address: string) => `The mail from ${address} is deleted from the reservation. It stays in the mailbox.`,
    discarding: 'Discarding...',
    discarded: 'Mail discarded',
    discardFailed: 'Could not discard the mail',
  },
  automatic: {
    'auto-reply': (sender: string) => `Automatic reply from ${sender} (not an answer)`,
    bounce: (sender: string) => `Undelivered: a delivery report from ${sender} (the request may not have reached the supplier)`,
  },
  withheld: 'Its words were not kept: the traveller’s data was erased.',
  noText: '(no text)',
} as const;
