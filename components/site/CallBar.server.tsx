import { usePageContext } from 'vike-react/usePageContext';
import { telHref, whatsappHref } from '#lib/contact-links.ts';
import { ContactIcon } from './ContactIcon.tsx';
import { CALL_BAR_ID } from './call-bar.ts';
import { callBarWords } from '#lib/i18n/site-footer.ts';
import { useLocale } from './use-locale.ts';
import { useWhatsappGreeting } from './use-whatsapp-greeting.ts';

const ACTION =
  'flex min-h-11 flex-1 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ochre-400';

/**
 * Phones only (below md): a call and (when the company has one) a WhatsApp link fixed to the bottom edge. Markup only (decision 072):
 * CSS hides it while a form field has focus, and call-bar.ts hides it while it would cover a submit button.
 */
export function CallBar() {
  const { site } = usePageContext();
  const greeting = useWhatsappGreeting();
  const copy = callBarWords[useLocale()];
  return (
    <nav
      id={CALL_BAR_ID}
      aria-label={copy.label}
      className="call-bar fixed inset-x-0 bottom-0 z-40 flex gap-2 border-t border-bush-800 bg-bush-950/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] md:hidden"
    >
      <a href={telHref(site.phone)} aria-label={copy.callLabel(site.phone)} className={`${ACTION} bg-ochre-500 text-bush-950`}>
        <ContactIcon name="phone" />
        {copy.call}
      </a>
      {site.whatsapp && (
        <a
          href={whatsappHref(site.whatsapp, greeting)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={copy.whatsappLabel}
          className={`${ACTION} border border-white/30 text-white`}
        >
          <ContactIcon name="whatsapp" />
          {copy.whatsapp}
        </a>
      )}
    </nav>
  );
}
