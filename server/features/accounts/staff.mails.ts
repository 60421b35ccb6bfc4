import { createElement as h } from 'react';
import { staffMailContent as copy } from './staff-mail.content.ts';
import { LinkLine, MailLayout, Paragraphs } from '../../mail/templates/layout.ts';

export interface PasswordResetProps {
  username: string;
  link: string;
  minutes: number;
  /** The owner who sent it, if one did. */
  sentBy: string | null;
}

/** The password link mail, to the account's own address. */
export function PasswordReset({ username, link, minutes, sentBy }: PasswordResetProps) {
  const t = copy.passwordReset;
  return h(
    MailLayout,
    null,
    h(Paragraphs, { text: t.greeting(username) }),
    h(Paragraphs, { text: sentBy ? t.byOwner(sentBy) : t.bySelf }),
    h(LinkLine, { href: link, label: t.action }),
    ...[t.validity(minutes), t.ignore, t.signOff].map((text, i) => h(Paragraphs, { key: i, text })),
  );
}
