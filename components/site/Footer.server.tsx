import { usePageContext } from 'vike-react/usePageContext';
import { BRAND_NAME } from '#lib/brand.ts';
import { BrandMark } from './BrandMark.tsx';
import { mailtoHref, telHref, whatsappHref } from '#lib/contact-links.ts';
import { contactDetailsWords, footerWords } from '#lib/i18n/site-footer.ts';
import { useLocale, useSiteLink } from './use-locale.ts';
import { useWhatsappGreeting } from './use-whatsapp-greeting.ts';

const FOOTER_LINK = 'rounded text-sand-100 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-ochre-400';
const HEADING = 'text-sm font-semibold uppercase tracking-widest text-ochre-400';

export function Footer() {
  const { site } = usePageContext();
  const greeting = useWhatsappGreeting();
  const locale = useLocale();
  const siteLink = useSiteLink();
  const footerContent = footerWords[locale];
  const contactDetailsContent = contactDetailsWords[locale];
  const year = new Date().getFullYear();
  return (
    <footer className="bg-bush-950 pb-[4.25rem] text-sand-100 md:pb-0">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <p className="flex items-center gap-2 font-serif text-xl font-semibold text-white">
            <BrandMark />
            {BRAND_NAME}
          </p>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-sand-200">{footerContent.tagline}</p>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-sand-200">{footerContent.partnership}</p>
        </div>
        <nav aria-label={footerContent.navLabel}>
          <h2 className={HEADING}>{footerContent.exploreHeading}</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2.5 text-sm">
            {footerContent.nav.map((link) => (
              <li key={link.href}>
                <a {...siteLink(link.href)} className={FOOTER_LINK}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={HEADING}>{footerContent.contactHeading}</h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            <li>
              <span className="text-sand-300">{contactDetailsContent.phoneLabel}: </span>
              <a href={telHref(site.phone)} className={FOOTER_LINK}>
                {site.phone}
              </a>
            </li>
            {site.whatsapp && (
              <li>
                <span className="text-sand-300">{contactDetailsContent.whatsappLabel}: </span>
                <a href={whatsappHref(site.whatsapp, greeting)} target="_blank" rel="noopener noreferrer" className={FOOTER_LINK}>
                  {contactDetailsContent.whatsappAction}
                </a>
              </li>
            )}
            <li>
              <span className="text-sand-300">{contactDetailsContent.emailLabel}: </span>
              <a href={mailtoHref(site.email)} className={FOOTER_LINK}>
                {site.email}
              </a>
            </li>
          </ul>
          {site.address && <address className="mt-4 whitespace-pre-line text-sm not-italic text-sand-200">{site.address}</address>}
          {site.socials.length > 0 && (
            <>
              <h2 className={`${HEADING} mt-8`}>{footerContent.followHeading}</h2>
              <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
                {site.socials.map((social, index) => (
                  <li key={`${index}:${social.url}`}>
                    <a href={social.url} target="_blank" rel="noopener noreferrer" className={FOOTER_LINK}>
                      {social.label}
                      <span className="sr-only"> {footerContent.socialNewTab}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs text-sand-300 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div className="space-y-1">
            <p>
              © {year} {BRAND_NAME}. {footerContent.rights} {footerContent.photoCredit}
            </p>
            {(site.registrationNumber || site.memberships.length > 0) && (
              <p>
                {[
                  site.registrationNumber && footerContent.registration(site.registrationNumber),
                  site.memberships.length > 0 && `${footerContent.membershipsLabel} ${site.memberships.join(', ')}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            )}
          </div>
          <p>
            {[footerContent.privacyLink, ...footerContent.legalLinks].map((link, index) => (
              <span key={link.href}>
                {index > 0 && ' · '}
                <a {...siteLink(link.href)} className="underline-offset-4 hover:text-white hover:underline">
                  {link.label}
                </a>
              </span>
            ))}
          </p>
        </div>
      </div>
    </footer>
  );
}
