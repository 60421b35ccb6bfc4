import fc from 'fast-check';
import pg from 'pg';
import type { Client } from './servers.ts';
import { bodyFields, queryFields, signedInRoute } from './routes.ts';

/** Values that broke the API before (NUL, lone surrogates, impossible dates, a third decimal) and their kin. */
const nasty = fc.constantFrom(
  '', ' ', '\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy', '\uD83D\uDE00', '2027-02-30', '0000-01-01', '2101-01-01', '1899-12-31',
  '2020-01-01', '9999-99-99', '10/06/2027', 0.005, -1, 1e308, -0, Number.MAX_SAFE_INTEGER, 'x'.repeat(6000),
  '<script>alert(1)</script>', "'; drop table inquiries; --", 'javascript:alert(1)', '00000000-0000-4000-8000-000000000000',
  null, true, [], {}, ['\u0000'], ['ok', '\uDBFF'], '\u0007\u001b[31m', 'a\r\nBcc: x@y.z', '\u202Eevil', '\t', 'x'.repeat(90_000),
);
const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ maxLength: 20 }), nasty);
const value = fc.oneof({ weight: 3, arbitrary: text }, { weight: 1, arbitrary: fc.double() }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) });

/** A body with the route's own field names (so validation is reached) holding generated values. */
function bodyOf(fields: string[], valid: Record<string, unknown> = {}) {
  const spoiled = fc.record(Object.fromEntries(fields.map((f) => [f, value])), { requiredKeys: [] });
  return fc.oneof(
    // One field spoiled at a time, the rest valid: reaches the deepest checks.
    fc.tuple(fc.constantFrom(...fields), value).map(([field, v]) => ({ ...valid, [field]: v })),
    spoiled.map((s) => ({ ...valid, ...s })),
    fc.anything({ maxDepth: 2 }),
  );
}

/** Percent-encodes any string; a lone surrogate (which encodeURIComponent refuses) is sent as the bytes a sloppy client would send. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const encode = (raw: string) => encodeURIComponent(raw.replace(LONE_SURROGATE, '\u0001')).replaceAll('%01', '%ED%A0%80');

const segment = fc.oneof(
  fc.uuid(),
  fc.string({ unit: 'binary', maxLength: 30 }).map(encode),
  fc.constantFrom('%00', '..', '%ZZ', '%ED%A0%80', '%C0%AF', 'x'.repeat(300)),
);

export interface Target {
  /** `METHOD /api/path/:param`, as the route table has it (scripts/soak/routes.ts). */
  route: string;
  method: string;
  path: fc.Arbitrary<string>;
  body?: fc.Arbitrary<unknown>;
  admin?: boolean;
}

/** Records the fuzz's own fields point at, so generated input reaches each route's deepest checks. */
export interface ValidRecords {
  inquiry: Record<string, unknown>;
  contact: Record<string, unknown>;
  pkg: Record<string, unknown>;
  testimonial: Record<string, unknown>;
  inquiryId: string;
  packageId: string;
  testimonialId: string;
  folderId: string;
  galleryId: string;
  photoId: string;
  /** A draft proposal (edited, then sent, by the fuzz), a sent one's link token, a booking, a saved reply, another staff account. */
  proposalId: string;
  proposalToken: string;
  bookingId: string;
  savedReplyId: string;
  staffId: string;
}

/** A query string of the given parameters, each generated (or left out). */
const query = (path: string, names: string[]) =>
  fc.record(Object.fromEntries(names.map((n) => [n, text])), { requiredKeys: [] }).map((q) => {
    const pairs = Object.entries(q).map(([k, v]) => `${k}=${encode(String(v))}`);
    return pairs.length ? `${path}?${pairs.join('&')}` : path;
  });

/** A body that is a list (the FAQ, the Terms): items with the route's fields, each generated, or anything at all. */
function listOf(fields: string[], valid: Record<string, unknown>[]) {
  const item = fc.record(Object.fromEntries(fields.map((f) => [f, value])), { requiredKeys: [] });
  return fc.oneof(
    fc.tuple(fc.nat({ max: valid.length - 1 }), item).map(([i, spoiled]) => valid.map((v, j) => (j === i ? { ...v, ...spoiled } : v))),
    fc.array(item, { maxLength: 60 }),
    fc.anything({ maxDepth: 2 }),
  );
}

/** An upload: the right field with random bytes and types, the wrong field, or no file at all. */
const upload = fc
  .record({
    field: fc.constantFrom('file', 'file', 'image', ''),
    type: fc.constantFrom('image/jpeg', 'image/png', 'image/webp', 'image/svg+xml', 'text/html', 'application/octet-stream', ''),
    name: fc.oneof(fc.constantFrom('a.jpg', '../../etc/passwd', 'x'.repeat(300), '\u0000.png', ''), fc.string({ maxLength: 20 })),
    bytes: fc.oneof(fc.uint8Array({ maxLength: 2048 }), fc.constant(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))),
    extra: fc.option(fc.tuple(fc.string({ maxLength: 10 }), text), { nil: undefined }),
  })
  .map(({ field, type, name, bytes, extra }) => {
    const form = new FormData();
    if (field) form.append(field, new Blob([bytes], { type }), name);
    if (extra) form.append(extra[0], String(extra[1]));
    return form;
  });

/**
 * Every route with its own fields: the public forms, the desk, mail, staff, settings, proposals and bookings,
 * testimonials, gallery editing, uploads. The fields' names come from the entry's body or query schema in
 * lib/api-routes.ts (issue 37), so a field added to a schema is fuzzed without an edit here; the valid records
 * beside them stay the soak's own.
 */
export function targets(valid: ValidRecords): Target[] {
  const fixed = (p: string) => fc.constant(p);
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const idOr = (id: string) => fc.oneof(fc.constant(id), segment);
  const photo = { title: 'Fuzz photo', imageUrl: 'https://images.example.com/f.jpg' };
  const proposal = { currency: 'USD', adults: 2, validUntil: inDays(10), lines: [{ label: 'Safari per person', quantity: 2, unitPrice: 1000 }] };
  const savedReply = { name: 'Fuzz reply', subject: 'Your safari, {firstName}', body: 'Dear {firstName}, thank you.' };
  const token = fc.oneof(fc.constant(valid.proposalToken), segment);
  // A path or body made from the entry's own fields: `(q) => query(path, q)`, `(fields) => ({ body: bodyOf(fields, valid) })`.
  const t = (route: string, path: fc.Arbitrary<string> | ((query: string[]) => fc.Arbitrary<string>), extra: Partial<Target> | ((fields: string[]) => Partial<Target>) = {}): Target => ({
    route,
    method: route.split(' ')[0]!,
    path: typeof path === 'function' ? path(queryFields(route)) : path,
    ...(typeof extra === 'function' ? extra(bodyFields(route)) : extra),
  });
  return [
    // Public.
    t('GET /api/health', fixed('/api/health')),
    t('GET /api/ready', fixed('/api/ready')),
    t('GET /api/packages', fixed('/api/packages')),
    t('GET /api/packages/:slug', segment.map((s) => `/api/packages/${s}`)),
    t('GET /api/testimonials', fixed('/api/testimonials')),
    t('GET /api/rates', fixed('/api/rates')),
    t('GET /api/gallery-folders', fixed('/api/gallery-folders')),
    t('GET /api/gallery-folders/:id/galleries', idOr(valid.folderId).map((s) => `/api/gallery-folders/${s}/galleries`)),
    t('GET /api/galleries/:id/photos', idOr(valid.galleryId).map((s) => `/api/galleries/${s}/photos`)),
    t('GET /api/gallery-level', query('/api/gallery-level', ['folder', 'gallery'])),
    t('POST /api/inquiries', fixed('/api/inquiries'), (fields) => ({ body: bodyOf(fields, valid.inquiry) })),
    t('POST /api/inquiries', fixed('/api/inquiries'), (fields) => ({ body: bodyOf(fields, valid.contact) })),
    t('GET /api/inquiries', (q) => query('/api/inquiries', q), { admin: true }),
    // Sign-in and the signed-in admin (sign-out as a visitor: the fuzzing admin stays signed in).
    t('POST /api/admin/login', fixed('/api/admin/login'), (fields) => ({ body: bodyOf(fields, { username: 'x', password: 'y' }) })),
    t('POST /api/admin/logout', fixed('/api/admin/logout'), { body: fc.anything({ maxDepth: 1 }) }),
    t('GET /api/admin/me', fixed('/api/admin/me'), { admin: true }),
    t('POST /api/admin/password', fixed('/api/admin/password'), (fields) => ({ body: bodyOf(fields), admin: true })),
    t('POST /api/admin/email', fixed('/api/admin/email'), (fields) => ({ body: bodyOf(fields), admin: true })),
    t('GET /api/admin/stats', fixed('/api/admin/stats'), { admin: true }),
    t('GET /api/admin/activity', (q) => query('/api/admin/activity', q), { admin: true }),
    // The enquiry desk.
    t('GET /api/admin/inquiries', (q) => query('/api/admin/inquiries', q), { admin: true }),
    t('GET /api/admin/inquiries/counts', fixed('/api/admin/inquiries/counts'), { admin: true }),
    t('GET /api/admin/inquiries/export', (q) => query('/api/admin/inquiries/export', q), { admin: true }),
    t('GET /api/admin/inquiries/:id', idOr(valid.inquiryId).map((s) => `/api/admin/inquiries/${s}`), { admin: true }),
    t('PATCH /api/admin/inquiries/:id', idOr(valid.inquiryId).map((s) => `/api/admin/inquiries/${s}`), (fields) => ({ body: bodyOf(fields, { status: 'contacted' }), admin: true })),
    t('PUT /api/admin/inquiries/:id/locale', idOr(valid.inquiryId).map((s) => `/api/admin/inquiries/${s}/locale`), (fields) => ({ body: bodyOf(fields, { locale: 'de' }), admin: true })),
    t('POST /api/admin/inquiries/:id/notes', idOr(valid.inquiryId).map((s) => `/api/admin/inquiries/${s}/notes`), (fields) => ({ body: bodyOf(fields, { body: 'Fuzz note' }), admin: true })),
    t('DELETE /api/admin/inquiries/:id', segment.map((s) => `/api/admin/inquiries/${s}`), { admin: true }),
    // Mail.
    t('POST /api/admin/inquiries/:id/replies', idOr(valid.inquiryId).map((s) => `/api/admin/inquiries/${s}/replies`), (fields) => ({ body: bodyOf(fields, { subject: 'Your safari', body: 'Fuzz reply' }), admin: true })),
    t('GET /api/admin/mail-problems', query('/api/admin/mail-problems', ['limit', 'offset']), { admin: true }),
    t('POST /api/admin/mail-problems/:id/retry', segment.map((s) => `/api/admin/mail-problems/${s}/retry`), { body: fc.anything({ maxDepth: 1 }), admin: true }),
    // Staff accounts (never the fuzzing admin's own id: a valid change could lock it out).
    t('GET /api/admin/admins', fixed('/api/admin/admins'), { admin: true }),
    t('POST /api/admin/admins', fixed('/api/admin/admins'), (fields) => ({ body: bodyOf(fields, { username: 'fuzz-staff', email: 'fuzz-staff@soak.invalid', password: 'a fuzz password 1' }), admin: true })),
    t('PATCH /api/admin/admins/:id', segment.map((s) => `/api/admin/admins/${s}`), (fields) => ({ body: bodyOf(fields, {}), admin: true })),
    // Packages.
    t('GET /api/admin/packages', fixed('/api/admin/packages'), { admin: true }),
    t('GET /api/admin/packages/:id', idOr(valid.packageId).map((s) => `/api/admin/packages/${s}`), { admin: true }),
    t('POST /api/admin/packages', fixed('/api/admin/packages'), (fields) => ({ body: bodyOf(fields, valid.pkg), admin: true })),
    t('PUT /api/admin/packages/:id', idOr(valid.packageId).map((s) => `/api/admin/packages/${s}`), (fields) => ({ body: bodyOf(fields, valid.pkg), admin: true })),
    t('POST /api/admin/packages/:id/duplicate', segment.map((s) => `/api/admin/packages/${s}/duplicate`), { body: fc.anything({ maxDepth: 1 }), admin: true }),
    t('GET /api/admin/packages/:id/translations/de', idOr(valid.packageId).map((s) => `/api/admin/packages/${s}/translations/de`), { admin: true }),
    t('PUT /api/admin/packages/:id/translations/de', idOr(valid.packageId).map((s) => `/api/admin/packages/${s}/translations/de`), (fields) => ({ body: bodyOf(fields, { name: 'Fuzz-Reise', reviewed: false }), admin: true })),
    // Testimonials.
    t('GET /api/admin/testimonials', fixed('/api/admin/testimonials'), { admin: true }),
    t('POST /api/admin/testimonials', fixed('/api/admin/testimonials'), (fields) => ({ body: bodyOf(fields, valid.testimonial), admin: true })),
    t('PUT /api/admin/testimonials/:id', idOr(valid.testimonialId).map((s) => `/api/admin/testimonials/${s}`), (fields) => ({ body: bodyOf(fields, valid.testimonial), admin: true })),
    t('DELETE /api/admin/testimonials/:id', segment.map((s) => `/api/admin/testimonials/${s}`), { admin: true }),
    // The gallery and its editing.
    t('GET /api/admin/gallery-folders', fixed('/api/admin/gallery-folders'), { admin: true }),
    t('GET /api/admin/gallery-folders/:id/galleries', idOr(valid.folderId).map((s) => `/api/admin/gallery-folders/${s}/galleries`), { admin: true }),
    t('GET /api/admin/galleries/:id/photos', idOr(valid.galleryId).map((s) => `/api/admin/galleries/${s}/photos`), { admin: true }),
    t('POST /api/admin/gallery-folders', fixed('/api/admin/gallery-folders'), (fields) => ({ body: bodyOf(fields, { name: 'Fuzz folder' }), admin: true })),
    t('POST /api/admin/galleries', fixed('/api/admin/galleries'), (fields) => ({ body: bodyOf(fields, { folderId: valid.folderId, name: 'Fuzz gallery' }), admin: true })),
    t('POST /api/admin/gallery-photos', fixed('/api/admin/gallery-photos'), (fields) => ({ body: bodyOf(fields, { galleryId: valid.galleryId, ...photo }), admin: true })),
    t('PUT /api/admin/gallery-folders/:id', idOr(valid.folderId).map((s) => `/api/admin/gallery-folders/${s}`), (fields) => ({ body: bodyOf(fields, { name: 'Soak folder' }), admin: true })),
    t('PUT /api/admin/galleries/:id', idOr(valid.galleryId).map((s) => `/api/admin/galleries/${s}`), (fields) => ({ body: bodyOf(fields, { name: 'Soak gallery' }), admin: true })),
    t('PUT /api/admin/gallery-photos/:id', idOr(valid.photoId).map((s) => `/api/admin/gallery-photos/${s}`), (fields) => ({ body: bodyOf(fields, photo), admin: true })),
    t('POST /api/admin/gallery-folders/order', fixed('/api/admin/gallery-folders/order'), (fields) => ({ body: bodyOf(fields, { ids: [valid.folderId] }), admin: true })),
    t('POST /api/admin/gallery-folders/:id/galleries/order', idOr(valid.folderId).map((s) => `/api/admin/gallery-folders/${s}/galleries/order`), (fields) => ({ body: bodyOf(fields, { ids: [valid.galleryId] }), admin: true })),
    t('POST /api/admin/galleries/:id/photos/order', idOr(valid.galleryId).map((s) => `/api/admin/galleries/${s}/photos/order`), (fields) => ({ body: bodyOf(fields, { ids: [valid.photoId] }), admin: true })),
    t('DELETE /api/admin/gallery-folders/:id', segment.map((s) => `/api/admin/gallery-folders/${s}`), { admin: true }),
    t('DELETE /api/admin/galleries/:id', segment.map((s) => `/api/admin/galleries/${s}`), { admin: true }),
    t('DELETE /api/admin/gallery-photos/:id', segment.map((s) => `/api/admin/gallery-photos/${s}`), { admin: true }),
    // Password reset by mail (signed out: the person has lost their password).
    t('POST /api/admin/password-reset', fixed('/api/admin/password-reset'), (fields) => ({ body: bodyOf(fields, { email: 'nobody@soak.invalid' }) })),
    t('POST /api/admin/password-reset/confirm', fixed('/api/admin/password-reset/confirm'), (fields) => ({
      body: bodyOf(fields, { token: 'A'.repeat(43), newPassword: 'a fuzz password 1', confirmPassword: 'a fuzz password 1' }),
    })),
    t('POST /api/admin/admins/:id/password-reset', idOr(valid.staffId).map((s) => `/api/admin/admins/${s}/password-reset`), { body: fc.anything({ maxDepth: 1 }), admin: true }),
    // A traveller's mail's attachments.
    t('GET /api/admin/inquiries/:id/attachments/:attachmentId', fc.tuple(idOr(valid.inquiryId), segment).map(([i, a]) => `/api/admin/inquiries/${i}/attachments/${a}`), { admin: true }),
    // Settings: company details and bank, the FAQ and the Terms.
    t('GET /api/admin/settings/company', fixed('/api/admin/settings/company'), { admin: true }),
    t('PUT /api/admin/settings/company', fixed('/api/admin/settings/company'), (fields) => ({ body: bodyOf(fields, {}), admin: true })),
    t('GET /api/admin/content/faq', fixed('/api/admin/content/faq'), { admin: true }),
    t('PUT /api/admin/content/faq', fixed('/api/admin/content/faq'), (fields) => ({ body: listOf(fields, [{ question: 'Fuzz?', answer: 'Yes.' }, { question: 'Again?', answer: 'No.' }]), admin: true })),
    t('GET /api/admin/content/terms', fixed('/api/admin/content/terms'), { admin: true }),
    t('PUT /api/admin/content/terms', fixed('/api/admin/content/terms'), (fields) => ({ body: listOf(fields, [{ heading: 'Fuzz', body: 'Terms.' }]), admin: true })),
    // Saved replies.
    t('GET /api/admin/saved-replies', (q) => query('/api/admin/saved-replies', q), { admin: true }),
    t('GET /api/admin/saved-replies/:id', idOr(valid.savedReplyId).map((s) => `/api/admin/saved-replies/${s}`), { admin: true }),
    t('POST /api/admin/saved-replies', fixed('/api/admin/saved-replies'), (fields) => ({ body: bodyOf(fields, savedReply), admin: true })),
    t('PUT /api/admin/saved-replies/:id', idOr(valid.savedReplyId).map((s) => `/api/admin/saved-replies/${s}`), (fields) => ({ body: bodyOf(fields, { ...savedReply, name: 'Soak reply' }), admin: true })),
    t('DELETE /api/admin/saved-replies/:id', segment.map((s) => `/api/admin/saved-replies/${s}`), { admin: true }),
    // Proposals (a draft edited, then sent) and bookings.
    t('GET /api/admin/inquiries/:id/proposal-draft', (q) => idOr(valid.inquiryId).chain((i) => query(`/api/admin/inquiries/${i}/proposal-draft`, q)), { admin: true }),
    t('GET /api/admin/inquiries/:id/proposals', idOr(valid.inquiryId).map((s) => `/api/admin/inquiries/${s}/proposals`), { admin: true }),
    t('POST /api/admin/inquiries/:id/proposals', idOr(valid.inquiryId).map((s) => `/api/admin/inquiries/${s}/proposals`), (fields) => ({ body: bodyOf(fields, proposal), admin: true })),
    t('GET /api/admin/proposals/:id', idOr(valid.proposalId).map((s) => `/api/admin/proposals/${s}`), { admin: true }),
    t('PUT /api/admin/proposals/:id', idOr(valid.proposalId).map((s) => `/api/admin/proposals/${s}`), (fields) => ({ body: bodyOf(fields, proposal), admin: true })),
    t('POST /api/admin/proposals/:id/send', idOr(valid.proposalId).map((s) => `/api/admin/proposals/${s}/send`), { body: fc.anything({ maxDepth: 1 }), admin: true }),
    t('GET /api/admin/bookings', (q) => query('/api/admin/bookings', q), { admin: true }),
    t('GET /api/admin/bookings/summary', fixed('/api/admin/bookings/summary'), { admin: true }),
    t('GET /api/admin/bookings/:id', idOr(valid.bookingId).map((s) => `/api/admin/bookings/${s}`), { admin: true }),
    t('POST /api/admin/bookings/:id/payments', idOr(valid.bookingId).map((s) => `/api/admin/bookings/${s}/payments`), (fields) => ({
      body: bodyOf(fields, { amount: 10, currency: 'USD', receivedOn: inDays(0), method: 'bank transfer' }),
      admin: true,
    })),
    // The traveller's proposal page: changes asked for, then acceptance.
    t('POST /api/proposals/:token/changes', token.map((s) => `/api/proposals/${s}/changes`), (fields) => ({ body: bodyOf(fields, { message: 'Fuzz: one more night, please' }) })),
    t('POST /api/proposals/:token/accept', token.map((s) => `/api/proposals/${s}/accept`), (fields) => ({
      body: bodyOf(fields, { leadName: 'Fuzz Lead', phone: '+27 82 000 0000', travellers: ['Fuzz Two'], acceptTerms: true }),
    })),
    // Uploads (multipart).
    t('POST /api/admin/images', fixed('/api/admin/images'), { body: upload, admin: true }),
    // Issue 26: the desk's flag, a decline after the accept above, the departure's manifest, and the booking's
    // money and cancellation last, so the routes above meet a live booking.
    t('POST /api/admin/inquiries/:id/answered', idOr(valid.inquiryId).map((s) => `/api/admin/inquiries/${s}/answered`), { body: fc.anything({ maxDepth: 1 }), admin: true }),
    t('POST /api/proposals/:token/decline', token.map((s) => `/api/proposals/${s}/decline`), { body: fc.anything({ maxDepth: 1 }) }),
    // Issue 28: the page's view beacon (decision 143).
    t('POST /api/proposals/:token/views', token.map((s) => `/api/proposals/${s}/views`), { body: fc.anything({ maxDepth: 1 }) }),
    t('GET /api/admin/departures/:id', segment.map((s) => `/api/admin/departures/${s}`), { admin: true }),
    // Issue 27: addresses that write as the traveller, and held mail (none is held here: every id is refused).
    t('POST /api/admin/inquiries/:id/addresses', idOr(valid.inquiryId).map((s) => `/api/admin/inquiries/${s}/addresses`), (fields) => ({ body: bodyOf(fields, { email: 'fuzz.partner@example.com' }), admin: true })),
    t('DELETE /api/admin/inquiries/:id/addresses/:email', fc.tuple(idOr(valid.inquiryId), segment).map(([i, e]) => `/api/admin/inquiries/${i}/addresses/${e}`), { admin: true }),
    t('POST /api/admin/inquiries/:id/inbound/:eventId/accept', fc.tuple(idOr(valid.inquiryId), segment).map(([i, e]) => `/api/admin/inquiries/${i}/inbound/${e}/accept`), (fields) => ({ body: bodyOf(fields, { addAddress: true }), admin: true })),
    t('POST /api/admin/inquiries/:id/inbound/:eventId/discard', fc.tuple(idOr(valid.inquiryId), segment).map(([i, e]) => `/api/admin/inquiries/${i}/inbound/${e}/discard`), { body: fc.anything({ maxDepth: 1 }), admin: true }),
    t('POST /api/admin/payments/:id/void', segment.map((s) => `/api/admin/payments/${s}/void`), (fields) => ({ body: bodyOf(fields, { reason: 'Fuzz: recorded twice' }), admin: true })),
    t('POST /api/admin/bookings/:id/refunds', idOr(valid.bookingId).map((s) => `/api/admin/bookings/${s}/refunds`), (fields) => ({
      body: bodyOf(fields, { amount: 1, currency: 'USD', paidOn: inDays(0), method: 'bank transfer', reference: 'FUZZ REFUND' }),
      admin: true,
    })),
    t('POST /api/admin/bookings/:id/cancel', idOr(valid.bookingId).map((s) => `/api/admin/bookings/${s}/cancel`), (fields) => ({ body: bodyOf(fields, { cancelledBy: 'traveller', reason: 'Fuzz: the party cannot travel' }), admin: true })),
    // Issues 38 and 39: refunds struck out, the cancellation's preview, the pack's link, lodges' addresses and mail, unmatched mail, review undo.
    t('POST /api/admin/refunds/:id/void', segment.map((s) => `/api/admin/refunds/${s}/void`), (fields) => ({ body: bodyOf(fields, { reason: 'Fuzz: recorded twice' }), admin: true })),
    t('GET /api/admin/bookings/:id/cancel-preview', (q) => fc.tuple(idOr(valid.bookingId), query('', q)).map(([s, qs]) => `/api/admin/bookings/${s}/cancel-preview${qs}`), { admin: true }),
    t('POST /api/admin/bookings/:id/pack/link', segment.map((s) => `/api/admin/bookings/${s}/pack/link`), { body: fc.anything({ maxDepth: 1 }), admin: true }),
    t('GET /api/admin/suppliers/:id/addresses', segment.map((s) => `/api/admin/suppliers/${s}/addresses`), { admin: true }),
    t('POST /api/admin/suppliers/:id/addresses', segment.map((s) => `/api/admin/suppliers/${s}/addresses`), (fields) => ({ body: bodyOf(fields, { email: 'fuzz@lodge.invalid' }), admin: true })),
    t('DELETE /api/admin/suppliers/:id/addresses/:email', fc.tuple(segment, segment).map(([s, e]) => `/api/admin/suppliers/${s}/addresses/${e}`), { admin: true }),
    t('POST /api/admin/reservations/:id/inbound/:eventId/accept', fc.tuple(segment, segment).map(([r, e]) => `/api/admin/reservations/${r}/inbound/${e}/accept`), (fields) => ({ body: bodyOf(fields, {}), admin: true })),
    t('POST /api/admin/reservations/:id/inbound/:eventId/discard', fc.tuple(segment, segment).map(([r, e]) => `/api/admin/reservations/${r}/inbound/${e}/discard`), { body: fc.anything({ maxDepth: 1 }), admin: true }),
    t('POST /api/admin/reservations/:id/rooming', segment.map((s) => `/api/admin/reservations/${s}/rooming`), { body: fc.anything({ maxDepth: 1 }), admin: true }),
    t('POST /api/admin/reservations/:id/extend-request', segment.map((s) => `/api/admin/reservations/${s}/extend-request`), { body: fc.anything({ maxDepth: 1 }), admin: true }),
    t('POST /api/admin/reservations/:id/replace', segment.map((s) => `/api/admin/reservations/${s}/replace`), (fields) => ({ body: bodyOf(fields, {}), admin: true })),
    t('GET /api/admin/unmatched-mail', fixed('/api/admin/unmatched-mail'), { admin: true }),
    t('POST /api/admin/unmatched-mail/:id/attach', segment.map((s) => `/api/admin/unmatched-mail/${s}/attach`), (fields) => ({ body: bodyOf(fields, { inquiryId: valid.inquiryId }), admin: true })),
    t('DELETE /api/admin/unmatched-mail/:id', segment.map((s) => `/api/admin/unmatched-mail/${s}`), { admin: true }),
    t('POST /api/admin/reviews/:id/publish', segment.map((s) => `/api/admin/reviews/${s}/publish`), { body: fc.anything({ maxDepth: 1 }), admin: true }),
    t('DELETE /api/admin/reviews/:id/reply', segment.map((s) => `/api/admin/reviews/${s}/reply`), { admin: true }),
    // Issue 41: a change entry after the pack, and the traveller's "Seen" (every token here is refused).
    t('POST /api/admin/bookings/:id/changes', idOr(valid.bookingId).map((s) => `/api/admin/bookings/${s}/changes`), (fields) => ({ body: bodyOf(fields, { summary: 'Fuzz: the pickup moves to 07:30' }), admin: true })),
    t('POST /api/trips/:token/changes/:id/ack', fc.tuple(token, segment).map(([k, c]) => `/api/trips/${k}/changes/${c}/ack`), { body: fc.anything({ maxDepth: 1 }) }),
    // Issue 40: the cost side.
    t('GET /api/admin/suppliers/:id/rate-cards', segment.map((s) => `/api/admin/suppliers/${s}/rate-cards`), { admin: true }),
    t('POST /api/admin/suppliers/:id/rate-cards', segment.map((s) => `/api/admin/suppliers/${s}/rate-cards`), (fields) => ({ body: bodyOf(fields, { name: 'Fuzz card', currency: 'ZAR', seasons: [], rates: [], children: [] }), admin: true })),
    t('GET /api/admin/rate-cards/:id', segment.map((s) => `/api/admin/rate-cards/${s}`), { admin: true }),
    t('PUT /api/admin/rate-cards/:id', segment.map((s) => `/api/admin/rate-cards/${s}`), (fields) => ({ body: bodyOf(fields, { name: 'Fuzz card', currency: 'ZAR', seasons: [], rates: [], children: [] }), admin: true })),
    t('GET /api/admin/rate-cards/:id/versions', segment.map((s) => `/api/admin/rate-cards/${s}/versions`), { admin: true }),
    t('POST /api/admin/rate-cards/:id/import', segment.map((s) => `/api/admin/rate-cards/${s}/import`), (fields) => ({ body: bodyOf(fields, { tsv: 'season\troom\tmeal plan\tbasis\tamount' }), admin: true })),
    t('GET /api/admin/park-fees', (q) => query('/api/admin/park-fees', q), { admin: true }),
    t('POST /api/admin/park-fees', fixed('/api/admin/park-fees'), (fields) => ({ body: bodyOf(fields, { parkId: 'kruger', parkName: 'Kruger', tier: 'international' }), admin: true })),
    t('PUT /api/admin/park-fees/:id', segment.map((s) => `/api/admin/park-fees/${s}`), (fields) => ({ body: bodyOf(fields, { parkId: 'kruger', parkName: 'Kruger', tier: 'international' }), admin: true })),
    t('GET /api/admin/settings/pricing', fixed('/api/admin/settings/pricing'), { admin: true }),
    t('PUT /api/admin/settings/pricing', fixed('/api/admin/settings/pricing'), (fields) => ({ body: bodyOf(fields, {}), admin: true })),
    t('POST /api/admin/quotes', fixed('/api/admin/quotes'), (fields) => ({ body: bodyOf(fields, { currency: 'USD', startDate: inDays(90), travellers: [], stops: [] }), admin: true })),
    t('POST /api/admin/proposals/:id/price', idOr(valid.proposalId).map((s) => `/api/admin/proposals/${s}/price`), (fields) => ({ body: bodyOf(fields, { startDate: inDays(90), travellers: [], stops: [] }), admin: true })),
  ];
}

/** A generic target for a route that has no explicit one: random path parameters and bodies. */
export function genericTarget(route: string): Target {
  const [method, path] = route.split(' ') as [string, string];
  const parts = path.split('/').map((part) => (part.startsWith(':') ? segment : fc.constant(part)));
  return {
    route,
    method,
    path: fc.tuple(...parts).map((p) => p.join('/')),
    body: method === 'GET' || method === 'DELETE' ? undefined : fc.oneof(fc.anything({ maxDepth: 2 }), fc.dictionary(fc.string({ maxLength: 12 }), value)),
    admin: signedInRoute(route),
  };
}

/**
 * What the mail worker writes in the background, whatever request is in flight: the sending state of a mail
 * already queued (claimed, sent, failed, attempts), and for a staff mail its words, wiped once sent (they
 * hold a password link). Issue 20's "rows changed by rejected input" were these: the worker sending the
 * mails of enquiries (and password resets) accepted a moment before, while a rejected request was answered.
 */
const MAIL_WORKER_COLUMNS: Record<string, string[]> = {
  // The one outbox (decision 140); a password link's data is wiped once sent.
  outbox_mails: ['status', 'claimed_at', 'sent_at', 'message_id', 'error', 'attempts', 'failing_since', 'job_id', 'data'],
};

/**
 * A digest per table of every row, except what a rejected request may rightly touch (sessions, counters, and
 * the security record of a failed sign-in, which a refused password writes on purpose: decision 061) and the
 * mail worker's own bookkeeping. A new row, or any other column changed, still shows.
 */
export async function contentDigest(db: pg.Client): Promise<Map<string, string>> {
  const tables = await db.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('sessions', 'rate_limits', 'mikro_orm_migrations') order by 1",
  );
  const digests = new Map<string, string>();
  for (const { name } of tables.rows) {
    const workerColumns = MAIL_WORKER_COLUMNS[name];
    const row = workerColumns ? `(to_jsonb(x) - '${workerColumns.join("' - '")}')::text` : 'x::text';
    const where = name === 'audit_log' ? ` where x.action <> 'sign-in-failed'` : '';
    const { rows } = await db.query<{ d: string | null }>(`select md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as d from "${name}" x${where}`);
    digests.set(name, rows[0]!.d ?? '');
  }
  return digests;
}

const changedTables = (before: Map<string, string>, after: Map<string, string>) => [...after].filter(([name, d]) => before.get(name) !== d).map(([name]) => name);

export interface FuzzResult {
  requests: number;
  serverErrors: number;
  rejectedThatChangedRows: number;
  examples: string[];
}

/** Sends `perTarget` generated requests to each route, one at a time, checking the data after each rejection. */
export async function fuzz(visitor: Client, admin: Client, db: pg.Client, list: Target[], perTarget: number, seed: number): Promise<FuzzResult> {
  const result: FuzzResult = { requests: 0, serverErrors: 0, rejectedThatChangedRows: 0, examples: [] };
  let digest = await contentDigest(db);
  for (const [index, target] of list.entries()) {
    const paths = fc.sample(target.path, { numRuns: perTarget, seed: seed + index });
    const bodies = target.body ? fc.sample(target.body, { numRuns: perTarget, seed: seed + 1000 + index }) : [];
    for (let i = 0; i < perTarget; i++) {
      const client = target.admin ? admin : visitor;
      const body = target.body ? (bodies[i] === undefined ? 'null' : bodies[i]) : undefined;
      const response = await client.send(target.method, paths[i]!, body).catch((error: Error) => ({ status: 599, json: { message: error.message }, headers: new Headers() }));
      result.requests++;
      if (response.status >= 500) {
        result.serverErrors++;
        if (result.examples.length < 5) result.examples.push(`${response.status} ${target.method} ${paths[i]} ${JSON.stringify(body)?.slice(0, 120)}`);
      }
      const after = await contentDigest(db);
      const changed = changedTables(digest, after);
      if (response.status >= 400 && changed.length > 0) {
        result.rejectedThatChangedRows++;
        if (result.examples.length < 5) result.examples.push(`rows of ${changed.join(', ')} changed by ${response.status} ${target.method} ${paths[i]}`);
      }
      digest = after;
    }
  }
  return result;
}
