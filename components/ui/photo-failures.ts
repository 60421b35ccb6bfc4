/** Marks every `<Photo>` image; `watchPhotos` flags the ones that failed with `data-failed`. */
export const PHOTO_ATTRIBUTE = 'data-photo';

function isPhoto(target: EventTarget | null): target is HTMLImageElement {
  return target instanceof HTMLImageElement && target.hasAttribute(PHOTO_ATTRIBUTE);
}

/**
 * A failed photo (stock photos live on another host) shows its frame's placeholder instead of a
 * broken image. Load and error events do not bubble, so one pair of capture-phase listeners on the
 * document watches every photo, hydrated or server-only markup alike, and a photo whose source
 * changes and then loads is shown again. Images that failed before this ran fired their error
 * unheard: a finished image with no pixels is one of them.
 */
export function watchPhotos() {
  document.addEventListener('error', (event) => isPhoto(event.target) && event.target.setAttribute('data-failed', ''), true);
  document.addEventListener('load', (event) => isPhoto(event.target) && event.target.removeAttribute('data-failed'), true);
  for (const img of document.querySelectorAll<HTMLImageElement>(`img[${PHOTO_ATTRIBUTE}]`)) {
    if (img.complete && img.naturalWidth === 0 && img.currentSrc) img.setAttribute('data-failed', '');
  }
}
