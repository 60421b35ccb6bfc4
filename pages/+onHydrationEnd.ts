import { captureLeadSource } from '#lib/lead-source.ts';

/** Marks the document once React has hydrated, so browser tests know the page is interactive. */
export function onHydrationEnd() {
  document.documentElement.dataset.hydrated = 'true';
  // The first page of a visit is where the traveller landed; later pages keep what it recorded.
  captureLeadSource();
}
