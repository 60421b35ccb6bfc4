export const packageCardContent = {
  inquireLabel: 'Inquire',
  inquireAriaLabel: (label: string, name: string) => `${label}: ${name}`,
  from: 'from',
  perPerson: 'per person sharing',
  viewTrip: 'View trip →',
  durationLabel: 'Duration',
  departuresHeading: 'Next departures',
  featuresLabel: 'Highlights',
  imageAlt: (name: string) => `Scenery of the ${name}`,
  fallbackPhotoId: '1516426122078-c23e76319801',
};
