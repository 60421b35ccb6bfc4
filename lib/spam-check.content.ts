/** Why the enquiry form's checks marked an enquiry, as staff read it on the desk and in the alert. */
export const spamCheckContent = {
  honeypot: 'A hidden field that only automated senders fill in was filled in, so it was filed as spam and no mail was sent.',
  fillTime: (seconds: string) => `Sent ${seconds} s after the page opened; people usually take longer, but a browser filling the form in for them can be this fast.`,
} as const;
