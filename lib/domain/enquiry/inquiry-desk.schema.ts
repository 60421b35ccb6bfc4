import * as v from 'valibot';
import { requiredText, queryInteger } from '../fields.ts';
import { LocaleSchema } from '../site/locale.schema.ts';

/** The desk's statuses; `pending` is SPEC's default, shown as "New". */
export const INQUIRY_STATUSES = ['pending', 'contacted', 'quoted', 'booked', 'lost', 'spam'] as const;

export const INQUIRY_PAGE_SIZE = { default: 50, max: 100 } as const;
/**
 * Counts and totals stop at this many (issue 20): counting a million rows costs a scan each time, and
 * nobody reads "1,000,000" differently from "10,000+". A count of COUNT_CAP + 1 means "more than COUNT_CAP".
 */
export const COUNT_CAP = 10_000;
/**
 * A text search's total stops sooner (decision 147): its matches are found by reading rows, so a common surname
 * (1 enquiry in 20) counted to 10,000 read 200,000 of them, 309 ms with a cold cache at a million. "1,000+" says
 * as much to staff, who refine a search rather than page through a thousand results.
 */
export const SEARCH_COUNT_CAP = 1_000;
export const SEARCH_MAX_LENGTH = 200;

const STATUS_MESSAGE = `Status must be one of: ${INQUIRY_STATUSES.join(', ')}`;
const NEEDS_REPLY_MESSAGE = 'needsReply must be true or false';

/** `status=`, `needsReply=` and `q=` of the list and the export; blank means "any". */
const filters = {
  status: v.pipe(
    v.optional(v.string(STATUS_MESSAGE), ''),
    v.transform((value) => value.trim() || undefined),
    v.optional(v.picklist(INQUIRY_STATUSES, STATUS_MESSAGE)),
  ),
  // Waiting for our answer, whatever the status (decision 133).
  needsReply: v.pipe(
    v.optional(v.string(NEEDS_REPLY_MESSAGE), ''),
    v.transform((value) => value.trim()),
    v.picklist(['', 'true', 'false'], NEEDS_REPLY_MESSAGE),
    v.transform((value) => (value === '' ? undefined : value === 'true')),
  ),
  q: v.pipe(
    v.optional(v.string('Search must be text'), ''),
    // Control characters cannot be typed into a search box; dropping them keeps PostgreSQL from refusing NUL.
    v.transform((value) => value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim()),
    v.maxLength(SEARCH_MAX_LENGTH, `Search must be at most ${SEARCH_MAX_LENGTH} characters`),
    v.transform((value) => value || undefined),
  ),
};

/** `GET /api/admin/inquiries?status=&needsReply=&q=&limit=&offset=` */
export const inquiryListQuerySchema = v.object({
  ...filters,
  limit: queryInteger(`Limit must be a whole number from 1 to ${INQUIRY_PAGE_SIZE.max}`, 1, INQUIRY_PAGE_SIZE.max, INQUIRY_PAGE_SIZE.default),
  offset: queryInteger('Offset must be a whole number of at least 0', 0, 100_000_000, 0),
});

/** `GET /api/admin/inquiries/export?status=&needsReply=&q=` */
export const inquiryExportQuerySchema = v.object(filters);

/** `PATCH /api/admin/inquiries/:id` */
export const inquiryStatusSchema = v.object({
  status: v.optional(v.picklist(INQUIRY_STATUSES, STATUS_MESSAGE), '' as never),
});

export const NOTE_MAX_LENGTH = 5000;

/** `POST /api/admin/inquiries/:id/notes` */
export const inquiryNoteSchema = v.object({
  body: requiredText('Please write a note', NOTE_MAX_LENGTH),
});

/**
 * The `Idempotency-Key` header of `POST /api/inquiries`: 1-200 printable ASCII characters
 * (the forms send a UUID). Absent is fine: the request is then simply not deduplicated.
 */
export const idempotencyKeySchema = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^[\x20-\x7e]{1,200}$/, 'Idempotency-Key must be 1 to 200 printable characters'),
    v.check((key) => key.trim() !== '', 'Idempotency-Key must be 1 to 200 printable characters'),
  ),
);

export type InquiryListQuery = v.InferOutput<typeof inquiryListQuerySchema>;
/** What the list and the export filter on; absent means "any". */
export interface InquiryFilters {
  status?: (typeof INQUIRY_STATUSES)[number] | undefined;
  needsReply?: boolean | undefined;
  q?: string | undefined;
}

/** Staff set the traveller's language on the enquiry (issue 42). */
export const inquiryLocaleSchema = v.object({ locale: LocaleSchema });
