import { activityQuerySchema } from '#database/schemas/activity.schema.ts';
import { loginSchema } from '#database/schemas/admin.schema.ts';
import { bookingListQuerySchema, cancelBookingSchema, paymentSchema, refundSchema, voidPaymentSchema } from '#database/schemas/booking.schema.ts';
import { changePasswordSchema } from '#database/schemas/change-password.schema.ts';
import { companySettingsUpdateSchema } from '#database/schemas/company-settings.schema.ts';
import { folderUpdateSchema, galleryUpdateSchema, photoUpdateSchema, reorderSchema } from '#database/schemas/gallery-edit.schema.ts';
import { folderSchema, gallerySchema, photoSchema } from '#database/schemas/gallery.schema.ts';
import { heldMailAcceptSchema, inquiryAddressSchema } from '#database/schemas/inbound-mail.schema.ts';
import { inquiryExportQuerySchema, inquiryListQuerySchema, inquiryNoteSchema, inquiryStatusSchema } from '#database/schemas/inquiry-desk.schema.ts';
import { contactInquirySchema, inquirySchema } from '#database/schemas/inquiry.schema.ts';
import { ownEmailSchema } from '#database/schemas/own-email.schema.ts';
import { packageSchema } from '#database/schemas/package.schema.ts';
import { passwordResetRequestSchema, passwordResetSchema } from '#database/schemas/password-reset.schema.ts';
import { acceptProposalSchema, proposalChangesSchema, proposalDraftQuerySchema, proposalSchema, sendProposalSchema } from '#database/schemas/proposal.schema.ts';
import { replySchema } from '#database/schemas/reply.schema.ts';
import { savedReplyQuerySchema, savedReplySchema } from '#database/schemas/saved-reply.schema.ts';
import { faqSchema, termsSchema } from '#database/schemas/site-texts.schema.ts';
import { adminUpdateSchema, newAdminSchema } from '#database/schemas/staff.schema.ts';
import { reviewListQuerySchema, reviewReplySchema, reviewSchema, staffReviewListSchema, withholdReviewSchema } from '#database/schemas/review.schema.ts';
import { testimonialSchema } from '#database/schemas/testimonial.schema.ts';
import { supplierSchema } from '#database/schemas/supplier.schema.ts';
import { draftReservationsSchema, reservationEditSchema, reservationStatusSchema, supplierAnswerSchema } from '#database/schemas/reservation.schema.ts';
import { guestsSchema } from '#database/schemas/guest.schema.ts';
import * as v from 'valibot';
import { DEFAULT_SITE_TIME_ZONE } from '#database/schemas/fields.ts';
import { matchRoute, route, type ApiRoute } from './api-route.ts';

/*
 * EVERY /api ROUTE, DECLARED ONCE (issue 28, decision 144). Express registers from this table (the role check,
 * the first-password gate and the public cache's invalidation come from the entry), the browser calls through
 * `api.<group>.<name>(…)` (lib/api-client.browser.ts, made from this table less its schemas: `virtual:api-calls`,
 * decision 157), and the role, cache and soak tests list routes from it.
 *
 * To add a route:
 *   1. add `name: route('METHOD', '/path/:id', { … })` to its group below (a fixed path before a `:param` one
 *      of the same shape: Express takes the first that matches);
 *   2. in the router module, `routes.on('group.name', handler)` (server/api/api-handlers.ts);
 *   3. in the browser, `api.group.name({ id }, body)`; a public page's component takes its group alone,
 *      `apiOf(API_CALLS, 'group')` with `API_CALLS` from `virtual:api-calls/group`.
 * Defaults: OWNER ONLY, and a signed-in write CLEARS the public cache. Say `role: 'staff'` for a route
 * staff may use, `role: 'public'` for one anyone may, and `cache: 'none'` for a write no public page shows.
 */
/** The table types the bodies; each handler parses them again with the server's own zone (decision 146). */
const TYPING_ZONE = DEFAULT_SITE_TIME_ZONE;
const staff = { role: 'staff' } as const;
const staffKeeps = { role: 'staff', cache: 'none' } as const;
const ownerKeeps = { cache: 'none' } as const;
const publicRead = { role: 'public', cache: 'stored' } as const;

export const API_ROUTES = {
  health: {
    live: route('GET', '/health', { role: 'public' }),
    ready: route('GET', '/ready', { role: 'public' }),
  },
  auth: {
    login: route('POST', '/admin/login', { role: 'public', input: loginSchema }),
    logout: route('POST', '/admin/logout', { ...staffKeeps, firstPassword: true }),
    me: route('GET', '/admin/me', { ...staff, firstPassword: true }),
    changePassword: route('POST', '/admin/password', { ...staffKeeps, firstPassword: true, input: changePasswordSchema }),
    // One's own e-mail: the other half of a first sign-in (decision 158).
    changeEmail: route('POST', '/admin/email', { ...staffKeeps, firstPassword: true, input: ownEmailSchema }),
    requestReset: route('POST', '/admin/password-reset', { role: 'public', input: passwordResetRequestSchema }),
    confirmReset: route('POST', '/admin/password-reset/confirm', { role: 'public', input: passwordResetSchema }),
  },
  inquiries: {
    // A traveller's enquiry: the trip and home forms, or the contact page's (`source: 'contact'`).
    create: route('POST', '/inquiries', { role: 'public', input: v.union([inquirySchema(TYPING_ZONE), contactInquirySchema(TYPING_ZONE)]) }),
    // The old list of enquiries, from before the desk (same data as `list`).
    listOld: route('GET', '/inquiries', { ...staff, query: inquiryListQuerySchema }),
    list: route('GET', '/admin/inquiries', { ...staff, query: inquiryListQuerySchema }),
    counts: route('GET', '/admin/inquiries/counts', staff),
    // Every enquiry's personal data at once.
    export: route('GET', '/admin/inquiries/export', { query: inquiryExportQuerySchema }),
    get: route('GET', '/admin/inquiries/:id', staff),
    attachment: route('GET', '/admin/inquiries/:id/attachments/:attachmentId', staff),
    update: route('PATCH', '/admin/inquiries/:id', { ...staffKeeps, input: inquiryStatusSchema }),
    markAnswered: route('POST', '/admin/inquiries/:id/answered', staffKeeps),
    addNote: route('POST', '/admin/inquiries/:id/notes', { ...staffKeeps, input: inquiryNoteSchema }),
    // Clears: its sent proposals' held seats go with it (decision 135).
    erase: route('DELETE', '/admin/inquiries/:id'),
    reply: route('POST', '/admin/inquiries/:id/replies', { ...staffKeeps, input: replySchema }),
    // Who writes into an enquiry's timeline (decision 136): the traveller's addresses and held mail.
    addAddress: route('POST', '/admin/inquiries/:id/addresses', { ...staffKeeps, input: inquiryAddressSchema }),
    removeAddress: route('DELETE', '/admin/inquiries/:id/addresses/:email', staffKeeps),
    acceptHeld: route('POST', '/admin/inquiries/:id/inbound/:eventId/accept', { ...staffKeeps, input: heldMailAcceptSchema }),
    discardHeld: route('POST', '/admin/inquiries/:id/inbound/:eventId/discard', staffKeeps),
    proposalDraft: route('GET', '/admin/inquiries/:id/proposal-draft', { ...staff, query: proposalDraftQuerySchema }),
    proposals: route('GET', '/admin/inquiries/:id/proposals', staff),
    createProposal: route('POST', '/admin/inquiries/:id/proposals', { ...staffKeeps, input: proposalSchema(TYPING_ZONE) }),
  },
  proposals: {
    get: route('GET', '/admin/proposals/:id', staff),
    update: route('PUT', '/admin/proposals/:id', { ...staffKeeps, input: proposalSchema(TYPING_ZONE) }),
    // A send holds seats a trip page shows (decision 135): it clears like a content write.
    send: route('POST', '/admin/proposals/:id/send', { ...staff, input: sendProposalSchema }),
    // Preview and share (issue 29): a sent version's link, and its PDF (a draft's made afresh).
    shareLink: route('GET', '/admin/proposals/:id/link', staff),
    pdf: route('GET', '/admin/proposals/:id/pdf', staff),
    // The traveller's answers. An accept or decline changes a trip's seats (decisions 135, 139).
    accept: route('POST', '/proposals/:token/accept', { role: 'public', cache: 'clears', input: acceptProposalSchema }),
    decline: route('POST', '/proposals/:token/decline', { role: 'public', cache: 'clears' }),
    requestChanges: route('POST', '/proposals/:token/changes', { role: 'public', input: proposalChangesSchema }),
    // The traveller's page reports it was seen (decision 143): a beacon, never the GET.
    view: route('POST', '/proposals/:token/views', { role: 'public', cache: 'none' }),
  },
  bookings: {
    list: route('GET', '/admin/bookings', { ...staff, query: bookingListQuerySchema }),
    summary: route('GET', '/admin/bookings/summary', staff),
    get: route('GET', '/admin/bookings/:id', staff),
    // Money (issues 18, 26): the owner's. A cancel frees seats a trip page shows, so it clears (decision 135).
    recordPayment: route('POST', '/admin/bookings/:id/payments', { ...ownerKeeps, input: paymentSchema }),
    recordRefund: route('POST', '/admin/bookings/:id/refunds', { ...ownerKeeps, input: refundSchema }),
    cancel: route('POST', '/admin/bookings/:id/cancel', { input: cancelBookingSchema }),
    voidPayment: route('POST', '/admin/payments/:id/void', { ...ownerKeeps, input: voidPaymentSchema }),
    // The booking's one review link, mailed now or again (issue 31).
    reviewRequest: route('POST', '/admin/bookings/:id/review-request', staffKeeps),
    // The bank details and what is due, mailed to the traveller like a reply (issue 29).
    sendPaymentDetails: route('POST', '/admin/bookings/:id/payment-details', staffKeeps),
  },
  reviews: {
    // Reviews from real trips (issue 31, decision 156): published ones for anyone; the traveller writes with the link.
    list: route('GET', '/reviews', { ...publicRead, query: reviewListQuerySchema }),
    submit: route('POST', '/reviews/:token', { role: 'public', cache: 'clears', input: reviewSchema }),
    addPhoto: route('POST', '/reviews/:token/photos', { role: 'public', cache: 'clears' }),
    staffList: route('GET', '/admin/reviews', { ...staff, query: staffReviewListSchema }),
    withhold: route('POST', '/admin/reviews/:id/withhold', { ...staff, input: withholdReviewSchema }),
    reply: route('POST', '/admin/reviews/:id/reply', { ...staff, input: reviewReplySchema }),
  },
  trips: {
    list: route('GET', '/admin/packages', staff),
    create: route('POST', '/admin/packages', { ...staff, input: packageSchema }),
    get: route('GET', '/admin/packages/:id', staff),
    update: route('PUT', '/admin/packages/:id', { ...staff, input: packageSchema }),
    duplicate: route('POST', '/admin/packages/:id/duplicate', staff),
    // Deleting a trip no proposal or booking names (issue 29): the owner's.
    remove: route('DELETE', '/admin/packages/:id'),
    departure: route('GET', '/admin/departures/:id', staff),
    stats: route('GET', '/admin/stats', staff),
  },
  gallery: {
    folders: route('GET', '/admin/gallery-folders', staff),
    createFolder: route('POST', '/admin/gallery-folders', { ...staff, input: folderSchema }),
    orderFolders: route('POST', '/admin/gallery-folders/order', { ...staff, input: reorderSchema }),
    updateFolder: route('PUT', '/admin/gallery-folders/:id', { ...staff, input: folderUpdateSchema }),
    removeFolder: route('DELETE', '/admin/gallery-folders/:id', staff),
    galleries: route('GET', '/admin/gallery-folders/:id/galleries', staff),
    orderGalleries: route('POST', '/admin/gallery-folders/:id/galleries/order', { ...staff, input: reorderSchema }),
    createGallery: route('POST', '/admin/galleries', { ...staff, input: gallerySchema }),
    updateGallery: route('PUT', '/admin/galleries/:id', { ...staff, input: galleryUpdateSchema }),
    removeGallery: route('DELETE', '/admin/galleries/:id', staff),
    photos: route('GET', '/admin/galleries/:id/photos', staff),
    orderPhotos: route('POST', '/admin/galleries/:id/photos/order', { ...staff, input: reorderSchema }),
    createPhoto: route('POST', '/admin/gallery-photos', { ...staff, input: photoSchema }),
    updatePhoto: route('PUT', '/admin/gallery-photos/:id', { ...staff, input: photoUpdateSchema }),
    removePhoto: route('DELETE', '/admin/gallery-photos/:id', staff),
    // A multipart upload: an image shows only once content names it, itself a write that clears.
    uploadImage: route('POST', '/admin/images', staffKeeps),
  },
  testimonials: {
    list: route('GET', '/admin/testimonials', staff),
    create: route('POST', '/admin/testimonials', { ...staff, input: testimonialSchema }),
    update: route('PUT', '/admin/testimonials/:id', { ...staff, input: testimonialSchema }),
    remove: route('DELETE', '/admin/testimonials/:id', staff),
  },
  mail: {
    problems: route('GET', '/admin/mail-problems', staff),
    retry: route('POST', '/admin/mail-problems/:id/retry', staffKeeps),
  },
  savedReplies: {
    list: route('GET', '/admin/saved-replies', { ...staff, query: savedReplyQuerySchema }),
    create: route('POST', '/admin/saved-replies', { ...staffKeeps, input: savedReplySchema }),
    get: route('GET', '/admin/saved-replies/:id', staff),
    update: route('PUT', '/admin/saved-replies/:id', { ...staffKeeps, input: savedReplySchema }),
    remove: route('DELETE', '/admin/saved-replies/:id', staffKeeps),
  },
  // The owner's: staff accounts, company settings, the site's texts, the audit log (decisions 120, 137).
  staffAccounts: {
    list: route('GET', '/admin/admins'),
    create: route('POST', '/admin/admins', { ...ownerKeeps, input: newAdminSchema }),
    update: route('PATCH', '/admin/admins/:id', { ...ownerKeeps, input: adminUpdateSchema }),
    sendPasswordReset: route('POST', '/admin/admins/:id/password-reset', ownerKeeps),
  },
  settings: {
    company: route('GET', '/admin/settings/company'),
    updateCompany: route('PUT', '/admin/settings/company', { input: companySettingsUpdateSchema }),
    faq: route('GET', '/admin/content/faq'),
    updateFaq: route('PUT', '/admin/content/faq', { input: faqSchema }),
    terms: route('GET', '/admin/content/terms'),
    updateTerms: route('PUT', '/admin/content/terms', { input: termsSchema }),
    activity: route('GET', '/admin/activity', { query: activityQuerySchema }),
  },
  // Issue 30 (decision 154): suppliers, reservations from a booking, vouchers and the traveller's pack.
  suppliers: {
    list: route('GET', '/admin/suppliers', staff),
    create: route('POST', '/admin/suppliers', { ...staffKeeps, input: supplierSchema }),
    get: route('GET', '/admin/suppliers/:id', staff),
    update: route('PUT', '/admin/suppliers/:id', { ...staffKeeps, input: supplierSchema }),
  },
  reservations: {
    // An empty body drafts one per supplier on the stops; a body drafts one by hand.
    draft: route('POST', '/admin/bookings/:id/reservations', { ...staffKeeps, input: draftReservationsSchema }),
    sendPack: route('POST', '/admin/bookings/:id/pack', staffKeeps),
    // The traveller gets the vouchers before the balance is paid: the owner's, audited.
    releaseVouchers: route('POST', '/admin/bookings/:id/vouchers/release', ownerKeeps),
    get: route('GET', '/admin/reservations/:id', staff),
    update: route('PUT', '/admin/reservations/:id', { ...staffKeeps, input: reservationEditSchema }),
    // "Set status by hand": the status alone, so it never writes back request words changed meanwhile.
    setStatus: route('POST', '/admin/reservations/:id/status', { ...staffKeeps, input: reservationStatusSchema }),
    send: route('POST', '/admin/reservations/:id/send', staffKeeps),
    voucher: route('GET', '/admin/reservations/:id/voucher', staff),
    // The supplier's one-step answer from its link; no public page shows it.
    answer: route('POST', '/reservations/:token', { role: 'public', cache: 'none', input: supplierAnswerSchema }),
  },
  travelPack: {
    // The traveller's guest details from the pack's link.
    saveGuests: route('PUT', '/trips/:token/guests', { role: 'public', cache: 'none', input: guestsSchema }),
  },
  // SPEC §7's public reads, shared between visitors in the page cache (decision 050).
  site: {
    packages: route('GET', '/packages', publicRead),
    package: route('GET', '/packages/:slug', publicRead),
    testimonials: route('GET', '/testimonials', publicRead),
    galleryFolders: route('GET', '/gallery-folders', publicRead),
    folderGalleries: route('GET', '/gallery-folders/:id/galleries', publicRead),
    galleryPhotos: route('GET', '/galleries/:id/photos', publicRead),
    galleryLevel: route('GET', '/gallery-level', publicRead),
  },
};

type Table = typeof API_ROUTES;
/** A route's key, `group.name`, e.g. `inquiries.update`. */
export type ApiRouteKey = { [G in keyof Table]: `${G & string}.${keyof Table[G] & string}` }[keyof Table];
export type ApiRouteOf<K extends ApiRouteKey> = K extends `${infer G extends keyof Table}.${infer N}` ? (N extends keyof Table[G] ? Table[G][N] : never) : never;
export type KeyedRoute = ApiRoute & { key: ApiRouteKey };

/** Every entry with its key, in the table's order (Express's order of registration). */
export const API_ROUTE_LIST: readonly KeyedRoute[] = Object.entries(API_ROUTES).flatMap(([group, routes]) =>
  Object.entries(routes as Record<string, ApiRoute>).map(([name, entry]) => ({ ...entry, key: `${group}.${name}` as ApiRouteKey })),
);

export function apiRoute<K extends ApiRouteKey>(key: K): ApiRouteOf<K> {
  const [group, name] = key.split('.') as [keyof Table, string];
  return (API_ROUTES[group] as Record<string, ApiRoute>)[name] as ApiRouteOf<K>;
}

/** The entry a request for `method apiPath` (under /api, however spelt) reaches, or undefined. */
export function findApiRoute(method: string, apiPath: string): KeyedRoute | undefined {
  return matchRoute(API_ROUTE_LIST, method, apiPath);
}
