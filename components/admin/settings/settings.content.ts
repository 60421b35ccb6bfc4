export const settingsContent = {
  title: 'Settings',
  sectionsLabel: 'Settings sections',
  /** An owner manages more here than staff do; each reads only what their own page holds. */
  intro: {
    owner: 'Your account, your colleagues’ accounts, the company’s details and texts on the website, and saved replies.',
    staff: 'Your password, your account and the saved replies for the inquiry desk. An owner looks after accounts and the company’s details.',
  },
  password: {
    title: 'Change Password',
    intro: 'Changing your password signs you out everywhere else. You stay signed in here.',
    current: 'Current password',
    next: 'New password',
    nextHint: 'At least 12 characters, and not your current password. A short sentence is easy to remember and hard to guess.',
    confirm: 'Confirm new password',
    submit: 'Change Password',
    submitting: 'Changing...',
    changed: 'Password changed',
    changedDetail: 'Your other sessions have been signed out.',
    failed: 'Failed to change password',
  },
  email: {
    title: 'Your E-mail',
    intro: 'Where “Forgot password?” sends a link to choose a new password. Confirm with your current password.',
    email: 'E-mail',
    current: 'Current password',
    submit: 'Save E-mail',
    submitting: 'Saving...',
    saved: 'E-mail saved',
    failed: 'Failed to save the e-mail',
  },
  /** The banner of an account whose first sign-in is not finished (decision 158): what is still to do. */
  firstSignIn: {
    title: 'Finish setting up your account before using the dashboard',
    password: 'Choose your own password: the one you signed in with was chosen by someone else or printed when the site was installed.',
    email: (email: string) => `Give your e-mail address: password links are sent there, and ${email} receives no mail.`,
  },
  account: {
    title: 'Signed in as',
    username: 'Username',
    email: 'Email',
    role: 'Role',
  },
} as const;
