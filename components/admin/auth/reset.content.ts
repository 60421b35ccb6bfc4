import { PASSWORD_LINK_MINUTES } from '#lib/domain/staff/password-reset.schema.ts';

/** "Forgot password?" and the page its mailed link opens (decision 121). */
export const resetContent = {
  forgotLink: 'Forgot password?',
  request: {
    title: 'Forgot your password?',
    intro: `Enter the e-mail of your dashboard account. We will send it a link to choose a new password; the link works once, for ${PASSWORD_LINK_MINUTES} minutes.`,
    email: 'E-mail',
    submit: 'Send Link',
    submitting: 'Sending...',
    failed: 'The link could not be sent',
    sentTitle: 'Check your mail',
    sent: 'If an account uses this e-mail, a link to choose a new password is on its way. It can take a minute or two; look in the spam folder too.',
    noMail: 'No mail after a few minutes? Ask an owner of the dashboard to send you a link from Settings.',
  },
  choose: {
    title: 'Choose a new password',
    intro: (username: string) => `For the account ${username}. Choosing it signs this account out everywhere it is signed in.`,
    next: 'New password',
    nextHint: 'At least 12 characters. A short sentence is easy to remember and hard to guess.',
    confirm: 'Confirm new password',
    submit: 'Save Password',
    submitting: 'Saving...',
    failed: 'The password could not be saved',
    doneTitle: 'Your password is changed',
    done: 'Sign in with your new password.',
  },
  invalid: {
    title: 'This link no longer works',
    text: `A password link works once, for ${PASSWORD_LINK_MINUTES} minutes, and only the newest one you asked for. Ask for a new link and use it within the hour.`,
    again: 'Ask for a new link',
  },
  signIn: 'Sign in',
  backToLogin: 'Back to sign-in',
} as const;
