export const uploadsContent = {
  drop: 'Drop an image here, or',
  dropMany: 'Drop photos here to add one photo each, or',
  choose: 'choose a file',
  chooseMany: 'choose files',
  formats: 'JPEG, PNG, WebP or AVIF, up to 15 MB.',
  uploading: (name: string) => `Uploading ${name}`,
  done: (name: string) => `${name} uploaded`,
  failed: (name: string) => `${name} could not be uploaded`,
  progressLabel: (name: string) => `Upload of ${name}`,
  added: (count: number) => (count === 1 ? '1 photo added' : `${count} photos added`),
};
