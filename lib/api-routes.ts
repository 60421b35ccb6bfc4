import { activityQuerySchema } from '#lib/domain/staff/activity.schema.ts';
import { loginSchema } from '#lib/domain/staff/admin.schema.ts';
import { bookingListQuerySchema, cancelBookingSchema, cancelPreviewQuerySchema, paymentSchema, refundSchema, voidPaymentSchema, voidRefundSchema } from '#lib/domain/booking/booking.schema.ts';
import type { CancellationPreview } from '#lib/domain/booking/cancellation.ts';
import { changePasswordSchema } from '#lib/domain/staff/change-password.schema.ts';
import { companySettingsUpdateSchema } from '#lib/domain/site/company-settings.schema.ts';
import { folderUpdateSchema, galleryUpdateSchema, photoUpdateSchema, reorderSchema } from '#lib/domain/catalogue/gallery-edit.schema.ts';
import { folderSchema, gallerySchema, photoSchema } from '#lib/domain/catalogue/gallery.schema.ts';
import { heldMailAcceptSchema, inquiryAddressSchema } from '#lib/domain/enquiry/inbound-mail.schema.ts';
import { unmatchedMailAttachSchema, type UnmatchedMailView } from '#lib/domain/enquiry/unmatched-mail.ts';
import { inquiryExportQuerySchema, inquiryListQuerySchema, inquiryLocaleSchema, inquiryNoteSchema, inquiryStatusSchema } from '#lib/domain/enquiry/inquiry-desk.schema.ts';
import { contactInquirySchema, inquirySchema } from '#lib/domain/enquiry/inquiry.schema.ts';
import { ownEmailSchema } from '#lib/domain/staff/own-email.schema.ts';
import { packageSchema } from '#lib/domain/catalogue/package.schema.ts';
import { tripTranslationSchema, type TripTranslation } from '#lib/domain/catalogue/trip-translation.ts';
import { passwordResetRequestSchema, passwordResetSchema } from '#lib/domain/staff/password-reset.schema.ts';
import { acceptProposalSchema, proposalChangesSchema, proposalDraftQuerySchema, proposalSchema, sendProposalSchema } from '#lib/domain/sale/proposal.schema.ts';
import { replySchema } from '#lib/domain/enquiry/reply.schema.ts';
import { savedReplyQuerySchema, savedReplySchema } from '#lib/domain/enquiry/saved-reply.schema.ts';
import { faqSchema, termsSchema } from '#lib/domain/site/site-texts.schema.ts';
import { adminUpdateSchema, newAdminSchema } from '#lib/domain/staff/staff.schema.ts';
import { reviewListQuerySchema, reviewReplySchema, reviewSchema, staffReviewListSchema, withholdReviewSchema } from '#lib/domain/review/review.schema.ts';
import { testimonialSchema } from '#lib/domain/catalogue/testimonial.schema.ts';
import { supplierAddressSchema, supplierSchema } from '#lib/domain/reservation/supplier.schema.ts';
import { draftReservationsSchema, replaceReservationSchema, reservationEditSchema, reservationStatusSchema, supplierAnswerSchema } from '#lib/domain/reservation/reservation.schema.ts';
import { guestsSchema } from '#lib/domain/booking/guest.schema.ts';
import { tripChangeSchema, type TripChangeView } from '#lib/domain/booking/trip-change.ts';
import { rateCardImportSchema, rateCardSchema } from '#lib/domain/costing/rate-card.schema.ts';
import { parkFeeQuerySchema, parkFeeSchema } from '#lib/domain/costing/park-fee.schema.ts';
import { pricingSettingsSchema } from '#lib/domain/costing/pricing-settings.schema.ts';
import { quoteSchema } from '#lib/domain/costing/quote.schema.ts';
import { proposalPriceSchema } from '#lib/domain/costing/proposal-costing.schema.ts';
import type { StaffProposalCosting } from '#lib/domain/costing/proposal-costing.ts';
import type { ParkFee, PricingSettings, Quote, RateCardVersionView, RateCardView } from '#lib/domain/costing/costing.types.ts';
import * as v from 'valibot';
import { DEFAULT_SITE_TIME_ZONE } from '#lib/domain/fields.ts';
import type { ExchangeRates, NoRatesYet } from '#lib/domain/money/exchange.ts';
import { matchRoute, route, type ApiRoute, type FileAnswer, type Returns } from './api-route.ts';
// What each route answers (issue 37): types only, so the table still ships no more than its schemas.
import type { CompanySettings, FaqItem, TermsSection } from '#lib/domain/site/company-settings.types.ts';
import type { DashboardStats, DeskFigures } from '#lib/domain/enquiry/dashboard.types.ts';
import type {
  AcceptedBooking, BookingDetail, BookingPage, BookingSummary, DepartureManifest, ManifestGuest, Proposal, ProposalDraftOffer, ProposalSummary,
} from '#lib/domain/sale/proposal.types.ts';
import type { ReservationForSupplier, ReservationTally, ReservationView } from '#lib/domain/reservation/reservation.types.ts';
import type { PublicReviewPage, StaffReview } from '#lib/domain/review/review.types.ts';
import type { ActivityPage, AdminAccount, AdminView } from '#lib/domain/staff/staff.types.ts';
import type { GalleryFolderView, GalleryPhotoView, GalleryView, SafariPackage, StaffDeparture, TestimonialRecord, TestimonialView, Trip, UploadedImage } from '#lib/domain/catalogue/catalogue.types.ts';
import type { InquiryDetail, InquiryNote, InquiryPage, InquiryReceipt, InquiryRecord, InquiryStatusCounts, SavedReplyPage, SavedReplyView } from '#lib/domain/enquiry/enquiry.types.ts';
import type { MailDelay, MailProblem, MailView } from '#lib/domain/mail/mail.types.ts';
import type { GalleryLevelData } from '#lib/domain/catalogue/catalogue.types.ts';
import type { SupplierView } from '#lib/domain/reservation/reservation.types.ts';
import type { VoucherRelease } from '#lib/domain/reservation/reservation.types.ts';

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
 *   3. in the browser, `api.group.name({ id }, body)`, resolving to what the entry `Returns<…>` (issue 37:
 *      declare it with `(route as Returns<Dto>)(…)`, a cast that ships nothing; without one it is `unknown`); a public page's component takes its group alone,
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
/** A booking's page: its detail with its reservations and the travellers' details. */
type BookingWithPack = BookingDetail & { reservations: ReservationView[]; reservationTally: ReservationTally; guests: ManifestGuest[]; changes: TripChangeView[] };
/** A trip as the editor has it: with its departures' seats. */
type StaffTrip = Trip & { departures: StaffDeparture[] };
/** The ORM pool's size and use, as readiness reports it. */
type PoolFigures = { max: number; total: number; idle: number; waiting: number };


export const API_ROUTES = {
  health: {
    live: (route as Returns<{ ok: true; database?: 'down' }>)('GET', '/health', { role: 'public' }),
    ready: (route as Returns<{ ok: true; database: 'up'; pool: PoolFigures }>)('GET', '/ready', { role: 'public' }),
  },
  auth: {
    login: (route as Returns<AdminView>)('POST', '/admin/login', { role: 'public', input: loginSchema }),
    logout: (route as Returns<undefined>)('POST', '/admin/logout', { ...staffKeeps, firstPassword: true }),
    me: (route as Returns<AdminView>)('GET', '/admin/me', { ...staff, firstPassword: true }),
    changePassword: (route as Returns<undefined>)('POST', '/admin/password', { ...staffKeeps, firstPassword: true, input: changePasswordSchema }),
    // One's own e-mail: the other half of a first sign-in (decision 158).
    changeEmail: (route as Returns<AdminView>)('POST', '/admin/email', { ...staffKeeps, firstPassword: true, input: ownEmailSchema }),
    requestReset: (route as Returns<{ message: string }>)('POST', '/admin/password-reset', { role: 'public', input: passwordResetRequestSchema }),
    confirmReset: (route as Returns<undefined>)('POST', '/admin/password-reset/confirm', { role: 'public', input: passwordResetSchema }),
  },
  inquiries: {
    // A traveller's enquiry: the trip and home forms, or the contact page's (`source: 'contact'`).
    create: (route as Returns<InquiryReceipt>)('POST', '/inquiries', { role: 'public', input: v.union([inquirySchema(TYPING_ZONE), contactInquirySchema(TYPING_ZONE)]) }),
    // The old list of enquiries, from before the desk (same data as `list`).
    listOld: (route as Returns<InquiryPage>)('GET', '/inquiries', { ...staff, query: inquiryListQuerySchema }),
    list: (route as Returns<InquiryPage>)('GET', '/admin/inquiries', { ...staff, query: inquiryListQuerySchema }),
    counts: (route as Returns<InquiryStatusCounts>)('GET', '/admin/inquiries/counts', staff),
    // Every enquiry's personal data at once.
    export: (route as Returns<FileAnswer>)('GET', '/admin/inquiries/export', { query: inquiryExportQuerySchema }),
    get: (route as Returns<InquiryDetail>)('GET', '/admin/inquiries/:id', staff),
    attachment: (route as Returns<FileAnswer>)('GET', '/admin/inquiries/:id/attachments/:attachmentId', staff),
    update: (route as Returns<InquiryRecord>)('PATCH', '/admin/inquiries/:id', { ...staffKeeps, input: inquiryStatusSchema }),
    markAnswered: (route as Returns<InquiryRecord>)('POST', '/admin/inquiries/:id/answered', staffKeeps),
    // The traveller's language (issue 42): staff may correct it, and it changes no public page.
    setLocale: (route as Returns<InquiryRecord>)('PUT', '/admin/inquiries/:id/locale', { ...staffKeeps, input: inquiryLocaleSchema }),
    addNote: (route as Returns<InquiryNote>)('POST', '/admin/inquiries/:id/notes', { ...staffKeeps, input: inquiryNoteSchema }),
    // Clears: its sent proposals' held seats go with it (decision 135).
    erase: (route as Returns<undefined>)('DELETE', '/admin/inquiries/:id'),
    reply: (route as Returns<MailView>)('POST', '/admin/inquiries/:id/replies', { ...staffKeeps, input: replySchema }),
    // Who writes into an enquiry's timeline (decision 136): the traveller's addresses and held mail.
    addAddress: (route as Returns<{ addresses: string[] }>)('POST', '/admin/inquiries/:id/addresses', { ...staffKeeps, input: inquiryAddressSchema }),
    removeAddress: (route as Returns<undefined>)('DELETE', '/admin/inquiries/:id/addresses/:email', staffKeeps),
    acceptHeld: (route as Returns<{ sender: string | null; addresses: string[] | null }>)('POST', '/admin/inquiries/:id/inbound/:eventId/accept', { ...staffKeeps, input: heldMailAcceptSchema }),
    discardHeld: (route as Returns<undefined>)('POST', '/admin/inquiries/:id/inbound/:eventId/discard', staffKeeps),
    proposalDraft: (route as Returns<ProposalDraftOffer>)('GET', '/admin/inquiries/:id/proposal-draft', { ...staff, query: proposalDraftQuerySchema }),
    proposals: (route as Returns<{ items: ProposalSummary[] }>)('GET', '/admin/inquiries/:id/proposals', staff),
    createProposal: (route as Returns<Proposal>)('POST', '/admin/inquiries/:id/proposals', { ...staffKeeps, input: proposalSchema(TYPING_ZONE) }),
  },
  // Mail in the desk's mailbox that named no enquiry or booking (issue 39, R11), waiting for staff.
  unmatchedMail: {
    list: (route as Returns<{ items: UnmatchedMailView[]; total: number }>)('GET', '/admin/unmatched-mail', staff),
    attach: (route as Returns<{ addresses: string[] | null }>)('POST', '/admin/unmatched-mail/:id/attach', { ...staffKeeps, input: unmatchedMailAttachSchema }),
    discard: (route as Returns<undefined>)('DELETE', '/admin/unmatched-mail/:id', staffKeeps),
  },
  proposals: {
    // With its costing and re-pricing when priced from rates (issue 40): staff's only.
    get: (route as Returns<Proposal & StaffProposalCosting>)('GET', '/admin/proposals/:id', staff),
    update: (route as Returns<Proposal>)('PUT', '/admin/proposals/:id', { ...staffKeeps, input: proposalSchema(TYPING_ZONE) }),
    // A send holds seats a trip page shows (decision 135): it clears like a content write.
    send: (route as Returns<Proposal>)('POST', '/admin/proposals/:id/send', { ...staff, input: sendProposalSchema }),
    // Preview and share (issue 29): a sent version's link, and its PDF (a draft's made afresh).
    shareLink: (route as Returns<{ url: string }>)('GET', '/admin/proposals/:id/link', staff),
    pdf: (route as Returns<FileAnswer>)('GET', '/admin/proposals/:id/pdf', staff),
    // The traveller's answers. An accept or decline changes a trip's seats (decisions 135, 139).
    accept: (route as Returns<AcceptedBooking>)('POST', '/proposals/:token/accept', { role: 'public', cache: 'clears', input: acceptProposalSchema }),
    decline: (route as Returns<{ ok: true }>)('POST', '/proposals/:token/decline', { role: 'public', cache: 'clears' }),
    requestChanges: (route as Returns<{ ok: true }>)('POST', '/proposals/:token/changes', { role: 'public', input: proposalChangesSchema }),
    // The traveller's page reports it was seen (decision 143): a beacon, never the GET.
    view: (route as Returns<undefined>)('POST', '/proposals/:token/views', { role: 'public', cache: 'none' }),
  },
  bookings: {
    list: (route as Returns<BookingPage>)('GET', '/admin/bookings', { ...staff, query: bookingListQuerySchema }),
    summary: (route as Returns<BookingSummary>)('GET', '/admin/bookings/summary', staff),
    get: (route as Returns<BookingWithPack>)('GET', '/admin/bookings/:id', staff),
    // Money (issues 18, 26): the owner's. A cancel frees seats a trip page shows, so it clears (decision 135).
    // Each answers the booking read back after the write: null if an erase took it meanwhile.
    recordPayment: (route as Returns<BookingDetail | null>)('POST', '/admin/bookings/:id/payments', { ...ownerKeeps, input: paymentSchema }),
    recordRefund: (route as Returns<BookingDetail | null>)('POST', '/admin/bookings/:id/refunds', { ...ownerKeeps, input: refundSchema }),
    cancel: (route as Returns<BookingDetail | null>)('POST', '/admin/bookings/:id/cancel', { input: cancelBookingSchema }),
    // What a cancel would do, named in the dashboard's confirmation before anything is sent (issue 39): the owner's, as the cancel.
    cancelPreview: (route as Returns<CancellationPreview>)('GET', '/admin/bookings/:id/cancel-preview', { query: cancelPreviewQuerySchema }),
    voidPayment: (route as Returns<BookingDetail | null>)('POST', '/admin/payments/:id/void', { ...ownerKeeps, input: voidPaymentSchema }),
    // A refund struck out (issue 38), kept in the ledger and counted in no sum.
    voidRefund: (route as Returns<BookingDetail | null>)('POST', '/admin/refunds/:id/void', { ...ownerKeeps, input: voidRefundSchema }),
    // The booking's one review link, mailed now or again (issue 31).
    reviewRequest: (route as Returns<{ queued: true }>)('POST', '/admin/bookings/:id/review-request', staffKeeps),
    // The bank details and what is due, mailed to the traveller like a reply (issue 29).
    sendPaymentDetails: (route as Returns<{ subject: string }>)('POST', '/admin/bookings/:id/payment-details', staffKeeps),
  },
  reviews: {
    // Reviews from real trips (issue 31, decision 156): published ones for anyone; the traveller writes with the link.
    list: (route as Returns<PublicReviewPage>)('GET', '/reviews', { ...publicRead, query: reviewListQuerySchema }),
    submit: (route as Returns<{ id: string; published: boolean }>)('POST', '/reviews/:token', { role: 'public', cache: 'clears', input: reviewSchema }),
    addPhoto: (route as Returns<UploadedImage>)('POST', '/reviews/:token/photos', { role: 'public', cache: 'clears' }),
    staffList: (route as Returns<{ items: StaffReview[]; total: number }>)('GET', '/admin/reviews', { ...staff, query: staffReviewListSchema }),
    withhold: (route as Returns<StaffReview | null>)('POST', '/admin/reviews/:id/withhold', { ...staff, input: withholdReviewSchema }),
    reply: (route as Returns<StaffReview | null>)('POST', '/admin/reviews/:id/reply', { ...staff, input: reviewReplySchema }),
    // The undos (issue 39): "Publish again" after withholding, "Withdraw reply" after replying.
    publish: (route as Returns<StaffReview | null>)('POST', '/admin/reviews/:id/publish', staff),
    withdrawReply: (route as Returns<StaffReview | null>)('DELETE', '/admin/reviews/:id/reply', staff),
  },
  trips: {
    list: (route as Returns<SafariPackage[]>)('GET', '/admin/packages', staff),
    create: (route as Returns<Trip>)('POST', '/admin/packages', { ...staff, input: packageSchema }),
    get: (route as Returns<StaffTrip>)('GET', '/admin/packages/:id', staff),
    update: (route as Returns<StaffTrip | null>)('PUT', '/admin/packages/:id', { ...staff, input: packageSchema }),
    duplicate: (route as Returns<Trip>)('POST', '/admin/packages/:id/duplicate', staff),
    // A trip's German texts (issue 42, decision 204); a save clears the public cache like a trip save.
    translation: (route as Returns<TripTranslation | null>)('GET', '/admin/packages/:id/translations/de', staff),
    saveTranslation: (route as Returns<TripTranslation>)('PUT', '/admin/packages/:id/translations/de', { ...staff, input: tripTranslationSchema }),
    // Deleting a trip no proposal or booking names (issue 29): the owner's.
    remove: (route as Returns<undefined>)('DELETE', '/admin/packages/:id'),
    departure: (route as Returns<DepartureManifest>)('GET', '/admin/departures/:id', staff),
    stats: (route as Returns<DashboardStats & { desk: DeskFigures }>)('GET', '/admin/stats', staff),
  },
  gallery: {
    folders: (route as Returns<GalleryFolderView[]>)('GET', '/admin/gallery-folders', staff),
    createFolder: (route as Returns<GalleryFolderView>)('POST', '/admin/gallery-folders', { ...staff, input: folderSchema }),
    orderFolders: (route as Returns<undefined>)('POST', '/admin/gallery-folders/order', { ...staff, input: reorderSchema }),
    updateFolder: (route as Returns<GalleryFolderView>)('PUT', '/admin/gallery-folders/:id', { ...staff, input: folderUpdateSchema }),
    removeFolder: (route as Returns<undefined>)('DELETE', '/admin/gallery-folders/:id', staff),
    galleries: (route as Returns<GalleryView[]>)('GET', '/admin/gallery-folders/:id/galleries', staff),
    orderGalleries: (route as Returns<undefined>)('POST', '/admin/gallery-folders/:id/galleries/order', { ...staff, input: reorderSchema }),
    createGallery: (route as Returns<GalleryView>)('POST', '/admin/galleries', { ...staff, input: gallerySchema }),
    updateGallery: (route as Returns<GalleryView>)('PUT', '/admin/galleries/:id', { ...staff, input: galleryUpdateSchema }),
    removeGallery: (route as Returns<undefined>)('DELETE', '/admin/galleries/:id', staff),
    photos: (route as Returns<GalleryPhotoView[]>)('GET', '/admin/galleries/:id/photos', staff),
    orderPhotos: (route as Returns<undefined>)('POST', '/admin/galleries/:id/photos/order', { ...staff, input: reorderSchema }),
    createPhoto: (route as Returns<GalleryPhotoView>)('POST', '/admin/gallery-photos', { ...staff, input: photoSchema }),
    updatePhoto: (route as Returns<GalleryPhotoView>)('PUT', '/admin/gallery-photos/:id', { ...staff, input: photoUpdateSchema }),
    removePhoto: (route as Returns<undefined>)('DELETE', '/admin/gallery-photos/:id', staff),
    // A multipart upload: an image shows only once content names it, itself a write that clears.
    uploadImage: (route as Returns<UploadedImage>)('POST', '/admin/images', staffKeeps),
  },
  testimonials: {
    list: (route as Returns<TestimonialRecord[]>)('GET', '/admin/testimonials', staff),
    create: (route as Returns<TestimonialRecord>)('POST', '/admin/testimonials', { ...staff, input: testimonialSchema }),
    update: (route as Returns<TestimonialRecord>)('PUT', '/admin/testimonials/:id', { ...staff, input: testimonialSchema }),
    remove: (route as Returns<undefined>)('DELETE', '/admin/testimonials/:id', staff),
  },
  mail: {
    problems: (route as Returns<{ problems: MailProblem[]; delayed: MailDelay[]; warnings: string[] }>)('GET', '/admin/mail-problems', staff),
    retry: (route as Returns<MailView>)('POST', '/admin/mail-problems/:id/retry', staffKeeps),
  },
  savedReplies: {
    list: (route as Returns<SavedReplyPage>)('GET', '/admin/saved-replies', { ...staff, query: savedReplyQuerySchema }),
    create: (route as Returns<SavedReplyView>)('POST', '/admin/saved-replies', { ...staffKeeps, input: savedReplySchema }),
    get: (route as Returns<SavedReplyView>)('GET', '/admin/saved-replies/:id', staff),
    update: (route as Returns<SavedReplyView>)('PUT', '/admin/saved-replies/:id', { ...staffKeeps, input: savedReplySchema }),
    remove: (route as Returns<undefined>)('DELETE', '/admin/saved-replies/:id', staffKeeps),
  },
  // The owner's: staff accounts, company settings, the site's texts, the audit log (decisions 120, 137).
  staffAccounts: {
    list: (route as Returns<AdminAccount[]>)('GET', '/admin/admins'),
    create: (route as Returns<AdminAccount>)('POST', '/admin/admins', { ...ownerKeeps, input: newAdminSchema }),
    update: (route as Returns<AdminAccount>)('PATCH', '/admin/admins/:id', { ...ownerKeeps, input: adminUpdateSchema }),
    sendPasswordReset: (route as Returns<{ message: string }>)('POST', '/admin/admins/:id/password-reset', ownerKeeps),
  },
  settings: {
    company: (route as Returns<CompanySettings>)('GET', '/admin/settings/company'),
    updateCompany: (route as Returns<CompanySettings>)('PUT', '/admin/settings/company', { input: companySettingsUpdateSchema }),
    faq: (route as Returns<FaqItem[]>)('GET', '/admin/content/faq'),
    updateFaq: (route as Returns<FaqItem[]>)('PUT', '/admin/content/faq', { input: faqSchema }),
    terms: (route as Returns<TermsSection[]>)('GET', '/admin/content/terms'),
    updateTerms: (route as Returns<TermsSection[]>)('PUT', '/admin/content/terms', { input: termsSchema }),
    activity: (route as Returns<ActivityPage>)('GET', '/admin/activity', { query: activityQuerySchema }),
  },
  // Issue 30 (decision 154): suppliers, reservations from a booking, vouchers and the traveller's pack.
  suppliers: {
    list: (route as Returns<{ items: SupplierView[] }>)('GET', '/admin/suppliers', staff),
    create: (route as Returns<SupplierView>)('POST', '/admin/suppliers', { ...staffKeeps, input: supplierSchema }),
    get: (route as Returns<SupplierView>)('GET', '/admin/suppliers/:id', staff),
    update: (route as Returns<SupplierView>)('PUT', '/admin/suppliers/:id', { ...staffKeeps, input: supplierSchema }),
    // Who writes as the supplier (issue 38, decision 171): its own e-mail and the addresses staff add here.
    addresses: (route as Returns<{ addresses: string[] }>)('GET', '/admin/suppliers/:id/addresses', staff),
    addAddress: (route as Returns<{ addresses: string[] }>)('POST', '/admin/suppliers/:id/addresses', { ...staffKeeps, input: supplierAddressSchema }),
    removeAddress: (route as Returns<undefined>)('DELETE', '/admin/suppliers/:id/addresses/:email', staffKeeps),
  },
  // Mail naming a reservation from another sender than its supplier, held until staff accept or discard it (decision 171).
  lodgeMail: {
    acceptHeld: (route as Returns<{ sender: string | null; addresses: string[] | null }>)('POST', '/admin/reservations/:id/inbound/:eventId/accept', { ...staffKeeps, input: heldMailAcceptSchema }),
    discardHeld: (route as Returns<undefined>)('POST', '/admin/reservations/:id/inbound/:eventId/discard', staffKeeps),
  },
  reservations: {
    // An empty body drafts one per supplier on the stops; a body drafts one by hand.
    draft: (route as Returns<{ items: ReservationView[]; tally: ReservationTally }>)('POST', '/admin/bookings/:id/reservations', { ...staffKeeps, input: draftReservationsSchema }),
    sendPack: (route as Returns<{ sent: true }>)('POST', '/admin/bookings/:id/pack', staffKeeps),
    // The traveller gets the vouchers before the balance is paid: the owner's, audited.
    releaseVouchers: (route as Returns<VoucherRelease>)('POST', '/admin/bookings/:id/vouchers/release', ownerKeeps),
    get: (route as Returns<ReservationView>)('GET', '/admin/reservations/:id', staff),
    update: (route as Returns<ReservationView>)('PUT', '/admin/reservations/:id', { ...staffKeeps, input: reservationEditSchema }),
    // "Set status by hand": the status alone, so it never writes back request words changed meanwhile.
    setStatus: (route as Returns<ReservationView>)('POST', '/admin/reservations/:id/status', { ...staffKeeps, input: reservationStatusSchema }),
    send: (route as Returns<ReservationView>)('POST', '/admin/reservations/:id/send', staffKeeps),
    // "Request another lodge": this one cancelled, a draft to the supplier picked (issue 39); answers the draft.
    replace: (route as Returns<ReservationView>)('POST', '/admin/reservations/:id/replace', { ...staffKeeps, input: replaceReservationSchema }),
    // "Send the updated rooming list": the pack's guest details to the lodge (issue 39).
    sendRooming: (route as Returns<ReservationView>)('POST', '/admin/reservations/:id/rooming', staffKeeps),
    // "Ask to extend" a lodge's hold (issue 41): the lodge mailed in the request's thread with its answer link.
    extendRequest: (route as Returns<ReservationView>)('POST', '/admin/reservations/:id/extend-request', staffKeeps),
    voucher: (route as Returns<FileAnswer>)('GET', '/admin/reservations/:id/voucher', staff),
    // The supplier's one-step answer from its link; no public page shows it.
    answer: (route as Returns<{ reservation: ReservationForSupplier }>)('POST', '/reservations/:token', { role: 'public', cache: 'none', input: supplierAnswerSchema }),
  },
  // Issue 40 (decision 183): the cost side. Staff read and price; the owner writes rates, fees and settings.
  costing: {
    rateCards: (route as Returns<{ items: RateCardView[] }>)('GET', '/admin/suppliers/:id/rate-cards', staff),
    createRateCard: (route as Returns<RateCardView>)('POST', '/admin/suppliers/:id/rate-cards', { ...ownerKeeps, input: rateCardSchema }),
    rateCard: (route as Returns<RateCardView>)('GET', '/admin/rate-cards/:id', staff),
    updateRateCard: (route as Returns<RateCardView>)('PUT', '/admin/rate-cards/:id', { ...ownerKeeps, input: rateCardSchema }),
    rateCardVersions: (route as Returns<{ items: RateCardVersionView[] }>)('GET', '/admin/rate-cards/:id/versions', staff),
    importRates: (route as Returns<RateCardView>)('POST', '/admin/rate-cards/:id/import', { ...ownerKeeps, input: rateCardImportSchema }),
    parkFees: (route as Returns<{ items: ParkFee[]; on: string }>)('GET', '/admin/park-fees', { ...staff, query: parkFeeQuerySchema }),
    createParkFee: (route as Returns<ParkFee>)('POST', '/admin/park-fees', { ...ownerKeeps, input: parkFeeSchema }),
    updateParkFee: (route as Returns<ParkFee>)('PUT', '/admin/park-fees/:id', { ...ownerKeeps, input: parkFeeSchema }),
    pricingSettings: (route as Returns<PricingSettings>)('GET', '/admin/settings/pricing', staff),
    // Clears like every Settings write: the first prices and trips' "from" prices will read it.
    updatePricingSettings: (route as Returns<PricingSettings>)('PUT', '/admin/settings/pricing', { input: pricingSettingsSchema }),
    // Computes a price and saves nothing: a POST only because its input is a whole itinerary.
    quote: (route as Returns<Quote>)('POST', '/admin/quotes', { ...staffKeeps, input: quoteSchema }),
    // A draft's lines from the rates, with its costing snapshot (decision 189); no public page shows a draft.
    priceProposal: (route as Returns<Proposal & StaffProposalCosting>)('POST', '/admin/proposals/:id/price', { ...staffKeeps, input: proposalPriceSchema }),
  },
  pack: {
    // Staff's "Open the pack" (issue 39): the pack's link, made if it was never mailed; nothing is mailed.
    open: (route as Returns<{ url: string }>)('POST', '/admin/bookings/:id/pack/link', staffKeeps),
  },
  travelPack: {
    // The traveller's guest details from the pack's link.
    saveGuests: (route as Returns<{ guests: v.InferOutput<typeof guestsSchema>['guests']; warnings: Record<string, string> }>)('PUT', '/trips/:token/guests', { role: 'public', cache: 'none', input: guestsSchema }),
  },
  // Issue 41 (decision 195): what changed after the pack was sent, told to the traveller and acknowledged from the pack.
  tripChanges: {
    record: (route as Returns<TripChangeView>)('POST', '/admin/bookings/:id/changes', { ...staffKeeps, input: tripChangeSchema }),
  },
  tripPackChanges: {
    acknowledge: (route as Returns<TripChangeView>)('POST', '/trips/:token/changes/:id/ack', { role: 'public', cache: 'none' }),
  },
  // SPEC §7's public reads, shared between visitors in the page cache (decision 050).
  site: {
    packages: (route as Returns<SafariPackage[]>)('GET', '/packages', publicRead),
    package: (route as Returns<Trip>)('GET', '/packages/:slug', publicRead),
    testimonials: (route as Returns<TestimonialView[]>)('GET', '/testimonials', publicRead),
    galleryFolders: (route as Returns<GalleryFolderView[]>)('GET', '/gallery-folders', publicRead),
    folderGalleries: (route as Returns<GalleryView[]>)('GET', '/gallery-folders/:id/galleries', publicRead),
    galleryPhotos: (route as Returns<GalleryPhotoView[]>)('GET', '/galleries/:id/photos', publicRead),
    galleryLevel: (route as Returns<GalleryLevelData>)('GET', '/gallery-level', publicRead),
  },
  // The ECB's newest reference rates for the currency menu (issue 42): cached by browsers and CDNs for an hour, not in the page cache (a job writes them).
  rates: {
    latest: (route as Returns<ExchangeRates | NoRatesYet>)('GET', '/rates', { role: 'public', cache: 'none' }),
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
