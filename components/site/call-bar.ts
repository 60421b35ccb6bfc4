export const CALL_BAR_ID = 'call-bar';

const SUBMIT_BUTTONS = 'form button[type="submit"], form button:not([type]), form input[type="submit"]';

/**
 * The call bar must never lie over a form's submit button (issue 19). CSS cannot know where a button is
 * scrolled to, so one passive scroll/resize listener (at most one check a frame) hides the bar while any
 * submit button's box meets the bar's. Dialogs open above the bar (z-50), so their buttons need no check.
 */
export function keepCallBarOffSubmitButtons() {
  const bar = document.getElementById(CALL_BAR_ID);
  if (!bar) return;
  let scheduled = false;
  const check = () => {
    scheduled = false;
    bar.toggleAttribute('data-over-submit', false);
    const top = bar.getBoundingClientRect().top;
    if (top >= window.innerHeight) return; // Hidden (desktop width) or off screen.
    const covers = [...document.querySelectorAll(SUBMIT_BUTTONS)].some((button) => {
      const box = button.getBoundingClientRect();
      return box.height > 0 && box.bottom > top && box.top < window.innerHeight;
    });
    bar.toggleAttribute('data-over-submit', covers);
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(check);
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  // Forms hydrate and change size (errors, sent state) without a scroll.
  document.addEventListener('input', schedule, { passive: true });
  document.addEventListener('click', schedule, { passive: true });
  schedule();
}
