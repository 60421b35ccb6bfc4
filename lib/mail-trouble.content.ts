/** A mail server's answer in words staff can act on (lib/mail-trouble.ts picks one). */
export const mailTroubleContent = {
  password: 'The mail server refused the password. Ask whoever set up the website to check the mail account’s password.',
  unreachable: 'The mail server could not be reached. It may be down, or the website may have the wrong address for it.',
  certificate: 'The mail server’s security certificate was not accepted, so nothing was sent to it.',
  busy: 'The mail server is busy or having trouble and asked us to try again later. This usually passes on its own.',
  recipient: 'The receiving mail server refused the address. Check the e-mail address for typing mistakes.',
  rejected: 'The mail server refused this mail.',
  gaveUp: 'Every try failed for about a day, so the mail was put aside.',
  unknown: 'The mail could not be sent, and the mail server did not say why in a way we recognise.',
} as const;
