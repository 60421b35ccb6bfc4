export const loginContent = {
  eyebrow: 'Admin Portal',
  title: 'Admin Login',
  intro: 'Sign in to manage safari packages, the photo gallery and inquiries.',
  usernameLabel: 'Username',
  passwordLabel: 'Password',
  submit: 'Sign In',
  submitting: 'Signing In...',
  backToSite: 'Back to website',
} as const;
