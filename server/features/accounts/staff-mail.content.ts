import { BRAND_NAME } from '#lib/brand.ts';

/** The words of mail to staff (server/features/accounts/staff.mails.ts puts them together). */
export const staffMailContent = {
  passwordReset: {
    subject: `Choose a new password for the ${BRAND_NAME} dashboard`,
    greeting: (username: string) => `Hello ${username},`,
    bySelf: 'Someone (we hope you) asked to choose a new password for your dashboard account.',
    byOwner: (owner: string) => `${owner} sent you this link to choose a new password for your dashboard account.`,
    action: 'Choose a new password',
    validity: (minutes: number) =>
      `The link works once, for ${minutes} minutes. Choosing a password signs your account out everywhere it is signed in.`,
    ignore: 'If you did not expect this mail, ignore it: your password stays as it is.',
    signOff: `${BRAND_NAME}`,
  },
};
