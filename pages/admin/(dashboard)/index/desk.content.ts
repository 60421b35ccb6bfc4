export const deskFiguresContent = {
  heading: 'Inquiry desk',
  needsReply: {
    label: 'Needs reply',
    none: 'Nothing is waiting',
    oldest: (age: string) => `Oldest waiting ${age}`,
    link: 'Open the inquiries that need a reply',
  },
  firstResponse: { label: 'Median first response', note: 'Last 30 days', none: 'No replies yet' },
  conversion: {
    label: 'Booked',
    note: (booked: number, decided: number) => `${booked} of ${decided} decided inquiries, last 90 days`,
    none: 'None decided in the last 90 days',
  },
  chart: {
    heading: 'Inquiries per week',
    intro: 'The last 12 weeks, Monday to Sunday, spam left out.',
    summary: (total: number, weeks: number) => `${total} inquiries in the last ${weeks} weeks`,
    tableToggle: 'Show the numbers',
    weekHeader: 'Week starting',
    countHeader: 'Inquiries',
  },
} as const;
