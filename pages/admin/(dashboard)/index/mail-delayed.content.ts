/** The Overview's "mail delayed" panel (issue 21): mail failing for more than five minutes, in words. */
export const mailDelayedContent = {
  heading: 'Mail delayed',
  intro: 'These mails have not gone out for more than 5 minutes. The website keeps trying on its own for about a day; "Try now" tries at once.',
  failingFor: (duration: string, tries: number) => `Not sent for ${duration}, ${tries} ${tries === 1 ? 'try' : 'tries'} so far.`,
  nextTry: 'Next try',
  nextTryIn: (duration: string) => `(in ${duration})`,
  tryingNow: 'Being tried right now.',
  to: 'To',
  subject: 'Subject',
  enquiry: (name: string) => `Inquiry from ${name}`,
  detail: 'What the mail server said (for whoever looks after the mail account)',
  retry: 'Try now',
  retrying: 'Trying...',
  retried: 'Trying it now: the Overview shows whether it went out',
  retryFailed: 'Could not try the mail again',
} as const;
