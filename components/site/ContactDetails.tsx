import { usePageContext } from 'vike-react/usePageContext';
import { mailtoHref, telHref, whatsappHref } from '#lib/contact-links.ts';
import { ContactIcon, type ContactIconName } from './ContactIcon.tsx';
import { contactDetailsWords } from '#lib/i18n/site-footer.ts';
import { useLocale } from './use-locale.ts';
import { useWhatsappGreeting } from './use-whatsapp-greeting.ts';

interface Row {
  key: ContactIconName;
  label: string;
  value: string;
  href?: string;
  external?: boolean;
}

/** The company's phone, WhatsApp, e-mail and address (those it has, from Settings), on a dark background. */
export function ContactDetails() {
  const { site } = usePageContext();
  const greeting = useWhatsappGreeting();
  const copy = contactDetailsWords[useLocale()];
  const rows: Row[] = [
    { key: 'phone', label: copy.phoneLabel, value: site.phone, href: telHref(site.phone) },
    ...(site.whatsapp ? [{ key: 'whatsapp', label: copy.whatsappLabel, value: copy.whatsappAction, href: whatsappHref(site.whatsapp, greeting), external: true } as const] : []),
    { key: 'email', label: copy.emailLabel, value: site.email, href: mailtoHref(site.email) },
    ...(site.address ? [{ key: 'address', label: copy.addressLabel, value: site.address } as const] : []),
  ];
  return (
    <ul className="space-y-4">
      {rows.map((row) => (
        <li key={row.key} className="flex items-center gap-4">
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white/10 text-ochre-400">
            <ContactIcon name={row.key} />
          </span>
          <span>
            <span className="block text-xs font-semibold uppercase tracking-widest text-sand-300">{row.label}</span>
            {row.href ? (
              <a
                href={row.href}
                {...(row.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                className="text-lg font-medium text-white underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ochre-400"
              >
                {row.value}
              </a>
            ) : (
              <address className="whitespace-pre-line text-base not-italic text-white">{row.value}</address>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
