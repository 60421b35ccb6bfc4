import type { Browser, Page } from '@playwright/test';
import { headerContent, lightboxContent } from '#components/site/site.content.ts';
import { uiContent } from '#components/ui/ui.content.ts';
import { galleryContent } from '#pages/(site)/gallery/gallery.content.ts';
import { PHONE, press, tap, type Scenario, type Shown, type Step } from './inp-page.ts';

// Native <dialog> (its role is implicit) or an ARIA dialog (Headless UI); a closed <dialog> is not rendered.
const DIALOG = ':is(dialog, [role="dialog"])';
/** The site menu: a modal <dialog> before issue 29, a popover since; either holds the site's <nav>. */
const MENU = ':is(dialog, [role="dialog"], [popover]):has(nav)';
const OPEN_PHOTO = `button[aria-label^="${lightboxContent.openLabel('')}"]`;
/** Buttons that open a dialog holding an enquiry form (Book / Enquire buttons), whatever their wording. */
const BOOK_BUTTON = /\b(book|enquire|inquire)\b/i;

/** What one page offers, read once in an unthrottled page: which kinds of widget to measure, and where. */
interface Found {
  tab?: string;
  faq: boolean;
  photos: boolean;
  contactForm: boolean;
  bookButtons: number;
  galleryLinks: string[];
}

async function find(page: Page): Promise<Found> {
  return page.evaluate(
    ({ openPhoto }) => {
      const tab = document.querySelector('[role="tab"][aria-selected="false"]');
      const form = document.querySelector('#contact form, main form');
      return {
        tab: tab?.id,
        faq: document.querySelector('main details > summary') !== null,
        photos: document.querySelector(openPhoto) !== null,
        contactForm: form !== null,
        bookButtons: 0,
        galleryLinks: [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="/gallery?"]')].map((a) => a.getAttribute('href')!),
      };
    },
    { openPhoto: OPEN_PHOTO },
  );
}

/** A level move answers with its loading text, or with the level itself when that comes first. */
const levelShown = (url: string): Shown => ({ anyOf: [{ text: galleryContent.loading, in: '[role="status"]' }, { url }] });

const menuSteps: Step[] = [
  { widget: 'menu: open', act: (p) => tap(p.getByRole('button', { name: headerContent.openMenuLabel })), shown: { visible: `${MENU} nav a` } },
  { widget: 'menu: close', act: (p) => tap(p.getByRole('button', { name: headerContent.closeMenuLabel })), shown: { hidden: MENU } },
];

const photoSteps: Step[] = [
  { widget: 'photo viewer: open', act: (p) => tap(p.locator(OPEN_PHOTO).first()), shown: { visible: `${DIALOG} img` } },
  { widget: 'photo viewer: next', act: (p) => tap(p.getByRole('button', { name: lightboxContent.next })), shown: { text: '2 / ', in: `${DIALOG} p` } },
  { widget: 'photo viewer: close', act: (p) => tap(p.getByRole('dialog').getByRole('button', { name: uiContent.closeDialog })), shown: { hidden: DIALOG } },
];

/** The first keystroke: a tap on the first field (focus), then one key. */
const typingSteps = (form: string, where: string): Step[] => [
  { widget: `${where}: tap a field`, act: (p) => tap(p.locator(form).getByRole('textbox').first()), shown: { focused: 'input, textarea' } },
  { widget: `${where}: first keystroke`, act: (p) => press(p, 'J') },
];

/** Submit as the first interaction, with the fields empty: the answer is the form's own errors. */
const submitStep = (form: string, where: string): Step => ({
  widget: `${where}: submit`,
  act: (p) => tap(p.locator(form).locator('button[type="submit"]')),
  shown: { visible: `${form} [aria-invalid="true"]` },
});

function scenarios(path: string, found: Found): Scenario[] {
  const list: Scenario[] = [{ page: path, path, steps: menuSteps }];
  if (found.tab) list.push({ page: path, path, steps: [{ widget: 'tab', act: (p) => tap(p.locator(`#${found.tab}`)), shown: { visible: `[aria-labelledby="${found.tab}"]` } }] });
  if (found.faq) {
    list.push({ page: path, path, steps: [{ widget: 'FAQ question', act: (p) => tap(p.locator('main details > summary').first()), shown: { visible: 'main details[open] > :not(summary)' } }] });
  }
  if (found.photos) list.push({ page: path, path, steps: photoSteps });
  if (found.contactForm) {
    const form = 'main form';
    list.push({ page: path, path, steps: typingSteps(form, 'enquiry form') });
    list.push({ page: path, path, steps: [submitStep(form, 'enquiry form')] });
  }
  for (let index = 0; index < found.bookButtons; index += 1) {
    const open = (p: Page) => tap(p.getByRole('button', { name: BOOK_BUTTON }).nth(index));
    const where = `Book button ${index + 1} dialog`;
    const dialogForm = `${DIALOG} form`;
    list.push({ page: path, path, steps: [{ widget: `Book button ${index + 1}: open`, act: open, shown: { visible: dialogForm } }, ...typingSteps(dialogForm, where)] });
    list.push({ page: path, path, steps: [{ widget: `Book button ${index + 1}: open`, act: open, shown: { visible: dialogForm } }, submitStep(dialogForm, where)] });
  }
  const folder = found.galleryLinks.find((href) => galleryLevelOf(href) === 1);
  if (folder) {
    list.push({
      page: path,
      path,
      steps: [{ widget: 'gallery level: collection', act: (p) => tap(p.locator(`main a[href="${folder}"]`).first()), shown: levelShown(folder) }],
    });
  }
  return list;
}

/** Reads each page once (unthrottled) and returns what to measure on it; gallery levels add their deeper pages. */
export async function discover(browser: Browser, base: string, paths: string[]): Promise<Scenario[]> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const queue = [...paths];
  const seen = new Set<string>();
  const list: Scenario[] = [];
  try {
    while (queue.length > 0) {
      const path = queue.shift()!;
      if (seen.has(path)) continue;
      seen.add(path);
      try {
        await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: 60_000 });
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 60_000 });
      } catch (error) {
        // Reported as a failed row, so the run still ends in a table (and exits 1).
        list.push({ page: path, path, steps: [{ widget: `(not hydrated: ${(error as Error).message.split('\n')[0]})`, act: () => Promise.reject(new Error('page did not hydrate')) }] });
        continue;
      }
      const found = await find(page);
      found.bookButtons = await page.getByRole('button', { name: BOOK_BUTTON }).count();
      const level = galleryLevelOf(path);
      const deeper = found.galleryLinks.find((href) => galleryLevelOf(href) === level + 1);
      // A gallery's deeper levels are pages of their own: one of each, for its own widget only.
      if (deeper && level < 2) queue.unshift(deeper);
      if (level === 0) list.push(...scenarios(path, found));
      else if (level === 1 && deeper) list.push({ page: path, path, steps: [{ widget: 'gallery level: gallery', act: (p) => tap(p.locator(`main a[href="${deeper}"]`).first()), shown: levelShown('gallery=') }] });
      else if (level === 2 && found.photos) list.push({ page: path, path, steps: photoSteps });
    }
  } finally {
    await context.close();
  }
  return list;
}

/** 0: any page (or /gallery's collections), 1: a collection's galleries, 2: a gallery's photos. */
function galleryLevelOf(path: string) {
  if (!path.startsWith('/gallery?')) return 0;
  return path.includes('gallery=') ? 2 : 1;
}
