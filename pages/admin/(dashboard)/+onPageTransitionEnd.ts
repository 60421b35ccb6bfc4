export function onPageTransitionEnd() {
  delete document.documentElement.dataset.navigating;
}
