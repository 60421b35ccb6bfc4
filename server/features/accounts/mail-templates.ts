import { createElement as h } from 'react';
import { str, type MailTemplates } from '../../mail/render.ts';
import { PasswordReset } from './staff.mails.ts';

/** A password link to a member of staff (decision 122); its data is wiped once sent. */
export const accountMailTemplates: MailTemplates = {
  'password-reset': {
    to: 'staff',
    build: (mail) => ({
      element: h(PasswordReset, { username: str(mail.data.username) ?? '', link: str(mail.data.link) ?? '', minutes: Number(mail.data.minutes), sentBy: str(mail.data.sentBy) }),
    }),
  },
};
