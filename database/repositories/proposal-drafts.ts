import { DEFAULT_LOCALE, isLocale } from '#lib/domain/site/locale.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Proposal } from '../entities/index.ts';
import type { CarriedNote, PublicProposalView } from '#lib/domain/sale/proposal.types.ts';
import { publicProposal, TERMS_PATH } from './proposal-public.ts';

/**
 * A draft's note, when it is the one the version before it was written with (issue 29): saving a sent version makes
 * the next one from the editor's fields, note included, and staff should see that before it goes out again. Null when
 * the draft has no note, is the first version, or says something of its own.
 */
export async function carriedNote(em: EntityManager, id: string): Promise<CarriedNote | null> {
  const row = await em.findOne(Proposal, { id }, { fields: ['note', 'version', 'status', 'inquiry'] });
  const note = row?.note?.trim();
  if (!row || row.status !== 'draft' || !note || !row.inquiry) return null;
  const earlier = await em.findOne(Proposal, { inquiry: row.inquiry.id, version: { $lt: row.version } }, { fields: ['note', 'version'], orderBy: { version: 'desc' } });
  return earlier?.note?.trim() === note ? { version: earlier.version, note: row.note! } : null;
}

/**
 * A draft as its traveller would see it at `/proposals/<token>` once sent (issue 29, "Preview as the traveller sees
 * it"): the same view, "current", dated as last saved. Only a draft: a sent version has its own link. Reads only.
 */
export async function draftPreview(em: EntityManager, id: string): Promise<(PublicProposalView & { inquiryId: string }) | null> {
  const row = await em.findOne(Proposal, { id }, { populate: ['inquiry'] });
  if (!row || row.status !== 'draft' || !row.inquiry) return null;
  // In the traveller's language, as they will read it once sent (issue 42).
  const locale = isLocale(row.inquiry.locale) ? row.inquiry.locale : DEFAULT_LOCALE;
  return { state: 'current', newerToken: null, proposal: publicProposal(row, row.updatedAt), termsPath: TERMS_PATH, booking: null, locale, inquiryId: row.inquiry.id };
}
