/** Why mail will not reach anyone; server/mail/mail-env.ts decides, these are the words staff read. */
export type MailWarning = 'no-mail-server' | 'no-site-address';

/** What each warning means for staff, and who can fix it: no setting names, no paths (issue 21). */
export const mailWarningText: Record<MailWarning, string> = {
  'no-mail-server':
    'Mail is not being sent: the website has no mail server configured, so inquiry alerts, acknowledgements and replies stay on the server. Ask whoever set up the website to connect it to your mail account.',
  'no-site-address':
    'Links in mail lead nowhere: the website does not know its own public address, so links to inquiries point at the server itself. Ask whoever set up the website to set it.',
};
