/** Marks the document once React has hydrated, so browser tests know the page is interactive. */
export function onHydrationEnd() {
  document.documentElement.dataset.hydrated = 'true';
}
