/**
 * A button that answers with a notice (a toast), such as Play Video while no film is published. It has
 * no handler of its own, only these attributes, so it works in server-only markup (decision 072).
 */
export function noticeButton(title: string, text: string) {
  return { type: 'button', 'data-notice': title, 'data-notice-text': text } as const;
}

/** One document listener shows the notice of every notice button; the toast code loads on the first one. */
export function showNoticesOnClick() {
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button[data-notice]') : null;
    if (!button) return;
    const { notice = '', noticeText } = button.dataset;
    void import('./notify.ts').then(({ toast }) => toast(notice, { description: noticeText }));
  });
}
