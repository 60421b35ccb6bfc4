import type { ActivityEntry } from '#database/dto.ts';

const VERBS: Record<string, string> = {
  created: 'created',
  updated: 'edited',
  deleted: 'deleted',
  hidden: 'hid',
  shown: 'published',
  reordered: 'reordered',
  deactivated: 'deactivated',
  reactivated: 'reactivated',
  'password-changed': 'changed the password of',
};

const NOUNS: Record<string, string> = {
  Package: 'package',
  GalleryFolder: 'folder',
  Gallery: 'gallery',
  GalleryPhoto: 'photo',
  Testimonial: 'testimonial',
  Image: 'image',
  Admin: 'account',
  Inquiry: 'enquiry',
  InquiryEvent: 'enquiry',
};

/** What one audit entry says, as a sentence after the person's name: "edited package “Kruger Classic”". */
export function describeActivity(entry: ActivityEntry): string {
  if (entry.action === 'signed-in') return 'signed in';
  if (entry.action === 'signed-out') return 'signed out';
  if (entry.action === 'sign-in-failed') return 'failed to sign in (wrong password or unknown name)';
  const noun = NOUNS[entry.recordType] ?? entry.recordType;
  if (entry.action === 'reordered') {
    const level = (entry.changes as { level?: string } | null)?.level;
    const what = level === 'folder' ? 'the gallery folders' : level === 'gallery' ? `the galleries of folder` : 'the photos of gallery';
    return level === 'folder' ? `reordered ${what}` : `reordered ${what} “${entry.label ?? ''}”`;
  }
  if (entry.recordType === 'InquiryEvent') {
    const kind = (entry.changes as { kind?: string } | null)?.kind;
    return kind === 'mail' ? 'replied to an enquiry' : 'added a note to an enquiry';
  }
  const verb = VERBS[entry.action] ?? entry.action;
  return entry.label ? `${verb} ${noun} “${entry.label}”` : `${verb} an ${noun}`.replace(/ an ([^aeiou])/, ' a $1');
}

/** For a delete whose cascade took more with it: "with 2 galleries and 14 photos". */
export function cascadeNote(entry: ActivityEntry): string | null {
  if (entry.action !== 'deleted' || !entry.changes) return null;
  const { galleries, photoCount } = entry.changes as { galleries?: unknown[]; photoCount?: number };
  const parts: string[] = [];
  if (Array.isArray(galleries) && galleries.length > 0) parts.push(`${galleries.length} ${galleries.length === 1 ? 'gallery' : 'galleries'}`);
  if (typeof photoCount === 'number' && photoCount > 0) parts.push(`${photoCount} ${photoCount === 1 ? 'photo' : 'photos'}`);
  return parts.length > 0 ? `with ${parts.join(' and ')}` : null;
}

/** The names of the fields an edit changed, for a short second line. */
export function changedFields(entry: ActivityEntry): string[] {
  if (entry.action !== 'updated' || !entry.changes) return [];
  return Object.keys(entry.changes);
}

export const ACTIVITY_KIND_LABELS: Record<string, string> = {
  package: 'Packages',
  gallery: 'Gallery',
  testimonial: 'Testimonials',
  image: 'Images',
  inquiry: 'Enquiries',
  account: 'Accounts',
  session: 'Sign-ins',
};
