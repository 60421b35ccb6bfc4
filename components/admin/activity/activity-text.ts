import type { ActivityEntry } from '#database/dto.ts';
import { activityContent } from './activity.content.ts';

const copy = activityContent.sentence;
const SESSION_ACTIONS = ['signed-in', 'signed-out', 'sign-in-failed'] as const;

/** What one audit entry says, as a sentence after the person's name: "edited package “Kruger Classic”". */
export function describeActivity(entry: ActivityEntry): string {
  const session = SESSION_ACTIONS.find((action) => action === entry.action);
  if (session) return copy[session];
  if (entry.action === 'reordered') {
    const level = (entry.changes as { level?: string } | null)?.level;
    if (level === 'folder') return copy.reorderedFolders;
    return level === 'gallery' ? copy.reorderedGalleries(entry.label ?? '') : copy.reorderedPhotos(entry.label ?? '');
  }
  if (entry.recordType === 'InquiryEvent') {
    const kind = (entry.changes as { kind?: string } | null)?.kind;
    return kind === 'mail' ? copy.replied : copy.noted;
  }
  const noun = activityContent.nouns[entry.recordType] ?? entry.recordType;
  const verb = activityContent.verbs[entry.action] ?? entry.action;
  return entry.label ? copy.withLabel(verb, noun, entry.label) : copy.withoutLabel(verb, noun);
}

/** For a delete whose cascade took more with it: "with 2 galleries and 14 photos". */
export function cascadeNote(entry: ActivityEntry): string | null {
  if (entry.action !== 'deleted' || !entry.changes) return null;
  const { galleries, photoCount } = entry.changes as { galleries?: unknown[]; photoCount?: number };
  const parts: string[] = [];
  if (Array.isArray(galleries) && galleries.length > 0) parts.push(copy.galleries(galleries.length));
  if (typeof photoCount === 'number' && photoCount > 0) parts.push(copy.photos(photoCount));
  return parts.length > 0 ? copy.cascade(parts) : null;
}

/** The names of the fields an edit changed, for a short second line. */
export function changedFields(entry: ActivityEntry): string[] {
  if (entry.action !== 'updated' || !entry.changes) return [];
  return Object.keys(entry.changes);
}
