/**
 * The plain, serialisable shapes that repositories return and pages and the API send.
 * Client-safe: types only.
 */
export interface SafariPackage {
  id: string;
  name: string;
  type: string;
  price: number;
  duration: string;
  description: string;
  features: string[];
  accommodation: string;
  groupSize: string;
  imageUrl: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface TestimonialView {
  id: string;
  name: string;
  country: string;
  rating: number;
  comment: string;
  packageType: string | null;
}

export interface InquiryRecord {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  packageType: string;
  groupSize: string;
  arrivalDate: string | null;
  departureDate: string | null;
  message: string;
  phone: string | null;
  safariType: string | null;
  budgetRange: string | null;
  status: string;
  createdAt: string;
}

export interface GalleryFolderView {
  id: string;
  name: string;
  description: string | null;
  coverImageUrl: string | null;
  isActive: boolean;
  sortOrder: number;
  createdAt: string;
}

export interface GalleryView {
  id: string;
  folderId: string;
  name: string;
  description: string | null;
  coverImageUrl: string | null;
  isActive: boolean;
  sortOrder: number;
  createdAt: string;
}

export interface GalleryPhotoView {
  id: string;
  galleryId: string;
  title: string;
  description: string | null;
  imageUrl: string;
  thumbnailUrl: string | null;
  isActive: boolean;
  sortOrder: number;
  createdAt: string;
}

export interface AdminView {
  id: string;
  username: string;
  email: string;
}

/** One mail about an enquiry, as its timeline and the mail-problems list show it. */
export interface MailRecord {
  id: string;
  inquiryId: string;
  template: 'operator-alert' | 'acknowledgement' | 'reply';
  recipient: string;
  subject: string;
  body: string | null;
  status: 'queued' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  messageId: string | null;
  sentAt: string | null;
  createdAt: string;
}

/** A mail whose retries are spent, with whom the enquiry is from, for the dashboard's "mail problems". */
export interface MailProblem extends MailRecord {
  inquiryName: string;
}
