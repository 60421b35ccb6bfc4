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
  account: {
    title: 'Signed in as',
    username: 'Username',
    email: 'Email',
    role: 'Role',
  },
} as const;
