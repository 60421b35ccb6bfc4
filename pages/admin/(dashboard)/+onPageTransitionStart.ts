/** SPEC's spinner while a section loads: the layout shows it while the next page's data arrives. */
export function onPageTransitionStart() {
  document.documentElement.dataset.navigating = 'true';
}
