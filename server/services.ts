import type { EntityManager } from '@mikro-orm/postgresql';
import { AdminsRepository } from '#database/repositories/admins.repo.ts';
import { AuditRepository } from '#database/repositories/audit.repo.ts';
import { CompanySettingsRepository } from '#database/repositories/company-settings.repo.ts';
import { ContentDatesRepository } from '#database/repositories/content-dates.repo.ts';
import { DashboardRepository } from '#database/repositories/dashboard.repo.ts';
import { GalleryEditorRepository } from '#database/repositories/gallery-editor.repo.ts';
import { ImagesRepository } from '#database/repositories/images.repo.ts';
import { InboundMailRepository } from '#database/repositories/inbound-mail.repo.ts';
import { GalleryRepository } from '#database/repositories/gallery.repo.ts';
import { InquiriesRepository } from '#database/repositories/inquiries.repo.ts';
import { MailRepository } from '#database/repositories/mail.repo.ts';
import { PackagesRepository } from '#database/repositories/packages.repo.ts';
import { PackageTranslationsRepository } from '#database/repositories/package-translations.repo.ts';
import { PasswordResetsRepository } from '#database/repositories/password-resets.repo.ts';
import { SiteTextsRepository } from '#database/repositories/site-texts.repo.ts';
import { SavedRepliesRepository } from '#database/repositories/saved-replies.repo.ts';
import { TestimonialsRepository } from '#database/repositories/testimonials.repo.ts';
import { BookingsRepository } from '#database/repositories/bookings.repo.ts';
import { BookingLedgerRepository } from '#database/repositories/booking-ledger.repo.ts';
import { ProposalsRepository } from '#database/repositories/proposals.repo.ts';
import { ProposalCostingsRepository } from '#database/repositories/proposal-costings.repo.ts';
import { SuppliersRepository } from '#database/repositories/suppliers.repo.ts';
import { ReservationsRepository } from '#database/repositories/reservations.repo.ts';
import { TripChangesRepository } from '#database/repositories/trip-changes.repo.ts';
import { TripPacksRepository } from '#database/repositories/trip-packs.repo.ts';
import { ReviewsRepository } from '#database/repositories/reviews.repo.ts';
import { ReviewRequestsRepository } from '#database/repositories/review-requests.repo.ts';
import { HeldMailRepository } from '#database/repositories/held-mail.repo.ts';
import { WaitlistRepository } from '#database/repositories/waitlist.repo.ts';
import { InquiryAddressesRepository } from '#database/repositories/inquiry-addresses.repo.ts';
import { PaymentMailRepository } from '#database/repositories/payment-mail.repo.ts';
import { ProposalMailFacts } from '#database/repositories/proposal-mail-facts.ts';
import { ReservationMailsRepository } from '#database/repositories/reservation-mails.repo.ts';
import { InboundLodgeMailRepository } from '#database/repositories/inbound-lodge-mail.repo.ts';
import { RateLimitsRepository } from '#database/repositories/rate-limits.repo.ts';
import { ImageFilesRepository } from '#database/repositories/image-files.repo.ts';
import { BookingRemindersRepository } from '#database/repositories/booking-reminders.repo.ts';
import { ParkFeesRepository } from '#database/repositories/park-fees.repo.ts';
import { PricingSettingsRepository } from '#database/repositories/pricing-settings.repo.ts';
import { RateCardsRepository } from '#database/repositories/rate-cards.repo.ts';
import { UnmatchedMailRepository } from '#database/repositories/unmatched-mail.repo.ts';
import { ExchangeRatesRepository } from '#database/repositories/exchange-rates.repo.ts';
import { proposalLinks } from './links/token-links.ts';

function repositories(em: EntityManager) {
  const audit = new AuditRepository(em);
  return {
    admins: new AdminsRepository(em),
    audit,
    companySettings: new CompanySettingsRepository(em),
    contentDates: new ContentDatesRepository(em),
    dashboard: new DashboardRepository(em),
    galleryEditor: new GalleryEditorRepository(em, audit),
    images: new ImagesRepository(em),
    // The bytes of image variants when PostgreSQL is the image store (server/images/image-storage.ts).
    imageFiles: new ImageFilesRepository(em),
    inboundMail: new InboundMailRepository(em),
    // Mail naming an enquiry from another sender, held for staff (decision 136), and the addresses staff added.
    heldMail: new HeldMailRepository(em),
    inquiryAddresses: new InquiryAddressesRepository(em),
    gallery: new GalleryRepository(em),
    inquiries: new InquiriesRepository(em),
    mail: new MailRepository(em),
    packages: new PackagesRepository(em),
    // A trip's German texts (issue 42, decision 204).
    packageTranslations: new PackageTranslationsRepository(em),
    passwordResets: new PasswordResetsRepository(em),
    siteTexts: new SiteTextsRepository(em),
    testimonials: new TestimonialsRepository(em),
    savedReplies: new SavedRepliesRepository(em),
    rateLimiter: new RateLimitsRepository(em),
    // Proposals and bookings (issue 18); the traveller's page calls `proposals.openByToken(token)`.
    proposals: new ProposalsRepository(em, proposalLinks),
    // Accepting moves the enquiry to 'booked' in the same transaction, through this request's enquiries.
    bookings: new BookingsRepository(em),
    bookingReminders: new BookingRemindersRepository(em),
    // A booking's money: payments, voids, refunds, cancellation, erasure of its personal fields (issue 26).
    ledger: new BookingLedgerRepository(em),
    paymentMail: new PaymentMailRepository(em),
    proposalMailFacts: new ProposalMailFacts(em),
    // Issue 30: suppliers, and reservations from bookings.
    suppliers: new SuppliersRepository(em),
    reservations: new ReservationsRepository(em),
    reservationMails: new ReservationMailsRepository(em),
    lodgeMail: new InboundLodgeMailRepository(em),
    // The traveller's pack and the guest details saved through it (decision 154).
    tripPacks: new TripPacksRepository(em),
    // What changed on a trip after its pack was sent (issue 41).
    tripChanges: new TripChangesRepository(em),
    // Reviews from real trips and the requests that ask for them (issue 31).
    reviews: new ReviewsRepository(em),
    reviewRequests: new ReviewRequestsRepository(em),
    // Travellers waiting for a departure whose last seats are held for others (issue 39, R10).
    waitlist: new WaitlistRepository(em),
    // The cost side (issue 40): rate cards and their versions, park fees, Settings' pricing.
    rateCards: new RateCardsRepository(em),
    parkFees: new ParkFeesRepository(em),
    pricingSettings: new PricingSettingsRepository(em),
    // Proposals priced from rates: their costing snapshots (decision 189).
    proposalCostings: new ProposalCostingsRepository(em),
    // Mail in the desk's mailbox that no feature claimed, waiting for staff (issue 39, R11).
    unmatchedMail: new UnmatchedMailRepository(em),
    exchangeRates: new ExchangeRatesRepository(em),
  };
}

export interface Services extends ReturnType<typeof repositories> {
  /** For infrastructure that works beside the ORM (pg-boss's jobs in the caller's transaction, server/mail/queue.ts). */
  em: EntityManager;
  /** Writes everything the repositories staged, in one transaction. */
  commit(): Promise<void>;
  /** Runs `fn` with services bound to one transaction; staged changes are flushed and committed when it returns. */
  transaction<T>(fn: (tx: Services) => Promise<T>): Promise<T>;
}

/**
 * The repositories of one request, on one forked EntityManager: the request's unit of work.
 * Pages reach them through `pageContext.services` (so `+data.ts` never imports the ORM) and handlers
 * through `req.services`. Repositories only stage changes; the handler decides when they are written
 * (`commit()`), or wraps what must commit or roll back together in `transaction()`.
 */
export function createServices(em: EntityManager): Services {
  return {
    ...repositories(em),
    em,
    commit: () => em.flush(),
    transaction: (fn) => em.transactional((txEm) => fn(createServices(txEm))),
  };
}
