import { useState } from 'react';
import { BRAND_NAME } from '#lib/brand.ts';
import { buttonClasses } from '#components/ui/Button.tsx';
import { BrandMark } from './BrandMark.tsx';
import { ContactLink } from './ContactLink.tsx';
import { CurrencyMenu } from './currency/CurrencyMenu.tsx';
import { MOBILE_MENU_ID, MobileMenu } from './MobileMenu.tsx';
import { NavLinks } from './NavLinks.tsx';
import { headerWords } from '#lib/i18n/site-chrome.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { useLocale, useSiteHref } from './use-locale.ts';

const DESKTOP_LINK =
  'rounded-md px-2.5 py-2 text-sm font-medium text-stone-700 transition-colors hover:text-bush-900 focus-visible:outline-2 focus-visible:outline-ochre-600 aria-[current=page]:text-bush-900 aria-[current=page]:underline aria-[current=page]:decoration-ochre-500 aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8';

const SWITCH_LINK =
  'rounded-full border border-sand-300 px-3 py-1.5 text-sm font-medium text-bush-900 hover:bg-sand-200 focus-visible:outline-2 focus-visible:outline-ochre-600';

export function Header() {
  // Told by the menu's toggle event, however it opened (the button needs no code: decision 161).
  const [menuOpen, setMenuOpen] = useState(false);
  const siteHref = useSiteHref();
  const locale = useLocale();
  const headerContent = headerWords[locale];
  return (
    <header className="sticky top-0 z-40 border-b border-sand-200 bg-sand-50/95">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-6">
        <a href={siteHref('/')} className="flex items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-ochre-600">
          <BrandMark />
          <span className="font-serif text-lg font-semibold text-bush-900 sm:text-xl">{BRAND_NAME}</span>
        </a>
        <nav aria-label={headerContent.mainNavLabel} className="hidden items-center gap-3 xl:flex">
          <NavLinks links={headerContent.desktopNav} className="flex items-center gap-0.5 xl:gap-1" linkClassName={DESKTOP_LINK} />
          <ContactLink className={buttonClasses('primary', 'sm', 'ml-2')}>{headerContent.contactLabel}</ContactLink>
        </nav>
        {/* Beside the menu button on phones, after the Contact button on wide screens; with the currency menu. */}
        <div className="ml-auto flex items-center gap-1.5 sm:gap-2 xl:ml-0">
          <CurrencyMenu locale={locale} />
          <LanguageSwitch className={SWITCH_LINK} />
          <button
            type="button"
            popoverTarget={MOBILE_MENU_ID}
            aria-label={headerContent.openMenuLabel}
            aria-expanded={menuOpen}
            className="rounded-full p-2 text-bush-900 hover:bg-sand-200 focus-visible:outline-2 focus-visible:outline-ochre-600 xl:hidden"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
      <MobileMenu onOpenChange={setMenuOpen} />
    </header>
  );
}
