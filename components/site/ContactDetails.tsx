import { usePageContext } from 'vike-react/usePageContext';
import { mailtoHref, telHref, whatsappHref } from '#lib/contact-links.ts';
import { contactDetailsContent as copy } from './site.content.ts';

const ICONS = {
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z',
  whatsapp: 'M4 20l1.3-3.9A8 8 0 1112 20a8 8 0 01-4-1.1L4 20z',
  email: 'M4 6h16v12H4zM4 7l8 6 8-6',
};

/** The company's phone, WhatsApp and e-mail as links, on a dark background. */
export function ContactDetails() {
  const { site } = usePageContext();
  const rows = [
    { key: 'phone', label: copy.phoneLabel, value: site.phone, href: telHref(site.phone), external: false },
    { key: 'whatsapp', label: copy.whatsappLabel, value: copy.whatsappAction, href: whatsappHref(site.whatsapp), external: true },
    { key: 'email', label: copy.emailLabel, value: site.email, href: mailtoHref(site.email), external: false },
  ] as const;
  return (
    <ul className="space-y-4">
      {rows.map((row) => (
        <li key={row.key} className="flex items-center gap-4">
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white/10 text-ochre-400">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
              <path d={ICONS[row.key]} />
            </svg>
          </span>
          <span>
            <span className="block text-xs font-semibold uppercase tracking-widest text-sand-300">{row.label}</span>
            <a
              href={row.href}
              {...(row.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              className="text-lg font-medium text-white underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ochre-400"
            >
              {row.value}
            </a>
          </span>
        </li>
      ))}
    </ul>
  );
}
