import type { GeoArea } from '#lib/trip-geo.ts';
import type { IconName } from './ActivityIcon.tsx';

/** A stock photo by its id on the stock-photo site, with the words that describe it. */
export interface StockImage {
  id: string;
  alt: string;
}

/** A marketing claim shown as a big number with a label, e.g. 95% / Successful cheetah sightings. */
export interface Figure {
  value: string;
  label: string;
}

/** SPEC §3: safety feature (icon, title, description). */
export interface SafetyFeature {
  icon: IconName;
  title: string;
  description: string;
}

/** SPEC §3: viewpoint or experience (name, description, image, highlights). */
export interface Showcase {
  name: string;
  description: string;
  image: StockImage;
  highlights: string[];
}

/** SPEC §3: activity (name, description, duration text). */
export interface TimedActivity {
  name: string;
  description: string;
  duration: string;
}

/** One price a visitor can book, in USD. */
export interface PriceOption {
  amount: number;
  label: string;
}

export interface Pricing {
  title: string;
  intro: string;
  options: PriceOption[];
  /** Duration, group size, availability: what the price buys and when. */
  facts: { label: string; value: string }[];
  inclusions?: string[];
}

/**
 * Where a page's Book buttons lead. SPEC decides per page: some go to the contact page, the
 * others scroll to the inquiry form at the foot of the same page.
 */
export type BookingTarget = 'contact-page' | 'contact-section';

export interface Booking {
  target: BookingTarget;
  /** Visible label of the Book buttons, e.g. "Book Your Cheetah Walk". */
  label: string;
  /** The activity's key on the contact page (`/contact?about=<key>`): its form then names the activity. */
  about?: string;
}

/** Where an activity happens: its name as the Book form's message says it ("the Cheetah Walk") and its area. */
export interface ActivityPlace {
  name: string;
  area: GeoArea;
}

export interface ActivityHeroContent {
  eyebrow: string;
  title: string;
  intro: string;
  image: StockImage;
  figures: Figure[];
}

export interface CallToAction {
  title: string;
  text: string;
}

export function bookingHref({ target, about }: Pick<Booking, 'target' | 'about'>): string {
  if (target === 'contact-section') return '#contact';
  return about ? `/contact?about=${encodeURIComponent(about)}` : '/contact';
}

/** A titled section of bullet points (benefits, experience lists, inclusions). */
export interface TitledList {
  title: string;
  intro: string;
  items: string[];
}

/** A titled section of safety features. */
export interface SafetySection {
  title: string;
  intro: string;
  features: SafetyFeature[];
}
