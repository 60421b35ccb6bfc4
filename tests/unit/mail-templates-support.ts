import type { ReactElement } from 'react';
import { render } from '@react-email/render';

/** A template's HTML and text, as the worker renders them (server/mail/render.ts). */
export async function rendered(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
