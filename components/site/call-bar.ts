export const CALL_BAR_ID = 'call-bar';

const SUBMIT_BUTTONS = 'form button[type="submit"], form button:not([type]), form input[type="submit"]';
/** The bar's height before it has been seen (a page opened with a field focused); measured once it shows. */
const UNMEASURED_HEIGHT = 72;
/** A press that ends without a click (a drag, a scroll) lets the bar back after this long. */
const PRESS_WITHOUT_CLICK_MS = 400;

/**
 * The call bar must never lie over a form's submit button (issue 19), nor appear under a finger that is
 * already pressing something (decision 091). CSS hides the bar while a field has focus, so pressing Send
 * right after typing moves focus to the button and the bar would come back between the press and its
 * release: the release then lands on the bar, the click goes to neither, and the enquiry is never sent
 * (or the tap dials the phone). So:
 * - a press that starts while the bar is hidden keeps it hidden (`data-held`) until its click;
 * - one passive listener (at most one check a frame) hides the bar while any submit button's box meets
 *   the strip it occupies, measured even while the bar is hidden, so it is right the moment focus leaves.
 * Dialogs open above the bar (z-50), so their buttons need no check.
 */
export function keepCallBarOffSubmitButtons() {
  const bar = document.getElementById(CALL_BAR_ID);
  if (!bar) return;
  let height = 0;
  let scheduled = false;
  let releaseTimer: number | undefined;

  const check = () => {
    scheduled = false;
    bar.toggleAttribute('data-over-submit', false);
    const box = bar.getBoundingClientRect();
    if (box.height > 0) height = box.height;
    // Hidden by a focused field or a press (or a desktop width, where nothing shows it): where it would be.
    const top = box.height > 0 ? box.top : window.innerHeight - (height || UNMEASURED_HEIGHT);
    if (top >= window.innerHeight) return; // Off screen.
    const covers = [...document.querySelectorAll(SUBMIT_BUTTONS)].some((button) => {
      const rect = button.getBoundingClientRect();
      return rect.height > 0 && rect.bottom > top && rect.top < window.innerHeight;
    });
    bar.toggleAttribute('data-over-submit', covers);
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(check);
  };

  const release = () => {
    clearTimeout(releaseTimer);
    if (!bar.hasAttribute('data-held')) return;
    // Decided before the bar can show again, not a frame later.
    check();
    bar.toggleAttribute('data-held', false);
  };
  const pressed = (event: PointerEvent) => {
    if (!event.isPrimary) return;
    clearTimeout(releaseTimer);
    bar.toggleAttribute('data-held', getComputedStyle(bar).display === 'none');
  };
  const lifted = () => {
    clearTimeout(releaseTimer);
    releaseTimer = window.setTimeout(release, PRESS_WITHOUT_CLICK_MS);
  };

  const passive = { passive: true, capture: true };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  // Forms hydrate and change size (errors, sent state) without a scroll; focus decides whether CSS hides it.
  for (const type of ['input', 'click', 'focusin', 'focusout']) document.addEventListener(type, schedule, passive);
  document.addEventListener('pointerdown', pressed, passive);
  document.addEventListener('pointerup', lifted, passive);
  document.addEventListener('pointercancel', lifted, passive);
  // By the click the press's target is settled; the bar may come back (if it covers nothing).
  document.addEventListener('click', release, passive);
  schedule();
}
