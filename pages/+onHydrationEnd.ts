import { showNoticesOnClick } from '#components/ui/notice-buttons.ts';
import { watchPhotos } from '#components/ui/photo-failures.ts';
import { followInPageLinks } from '#components/site/in-page-links.ts';
import { keepCallBarOffSubmitButtons } from '#components/site/call-bar.ts';
import { captureLeadSource } from '#lib/lead-source.browser.ts';

/**
 * Once per document (admin pages then move with the client router, which keeps these listeners):
 * marks the document hydrated, so browser tests know the page is interactive, and installs the
 * delegated behaviour of markup that has no code of its own (decision 072).
 */
export function onHydrationEnd() {
  document.documentElement.dataset.hydrated = 'true';
  followInPageLinks();
  watchPhotos();
  showNoticesOnClick();
  keepCallBarOffSubmitButtons();
  // The first page of a visit is where the traveller landed; later pages keep what it recorded.
  captureLeadSource();
}
