export const settingsContent = {
  title: 'Settings',
  intro: 'Your account, your colleagues’ accounts, and the company’s details and texts on the website.',
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
