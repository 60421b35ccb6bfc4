export const deskFiguresContent = {
  heading: 'Enquiry desk',
  needsReply: {
    label: 'Needs reply',
    none: 'Nothing is waiting',
    oldest: (age: string) => `Oldest waiting ${age}`,
    link: 'Open the enquiries that need a reply',
  },
  firstResponse: { label: 'Median first response', note: 'Last 30 days', none: 'No replies yet' },
  conversion: {
    label: 'Booked',
    note: (booked: number, decided: number) => `${booked} of ${decided} decided enquiries, last 90 days`,
    none: 'None decided in the last 90 days',
  },
  chart: {
    heading: 'Enquiries per week',
    intro: 'The last 12 weeks, Monday to Sunday, spam left out.',
    summary: (total: number, weeks: number) => `${total} enquiries in the last ${weeks} weeks`,
    tableToggle: 'Show the numbers',
    weekHeader: 'Week starting',
    countHeader: 'Enquiries',
  },
} as const;
