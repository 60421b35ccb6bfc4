import { buttonClasses } from '#components/ui/Button.tsx';
import { ContactLink } from './ContactLink.tsx';
import { NavLinks } from './NavLinks.tsx';
import { headerWords } from '#lib/i18n/site-chrome.ts';
import { useLocale } from './use-locale.ts';
import { CloseButton } from '#components/ui/CloseButton.tsx';
import { keepTabInside } from '#components/ui/keep-tab-inside.ts';

const MENU_LINK =
  'block rounded-lg px-3 py-2.5 text-base font-medium text-stone-800 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-ochre-600 aria-[current=page]:bg-sand-100 aria-[current=page]:text-bush-900 aria-[current=page]:font-semibold';
const TITLE_ID = 'mobile-menu-title';
/** The menu's id, which the menu button names in `popovertarget`. */
export const MOBILE_MENU_ID = 'site-menu';

/**
 * The slide-in menu for small screens: a popover in the page's HTML (decision 161), which the menu button
 * opens and its close button closes through `popovertarget` alone, so both work before the page has
 * hydrated and no code runs on the tap. Unlike a modal `<dialog>` (decision 081) nothing outside is made
 * inert, which restyled the whole page on the first tap (192-384 ms on a throttled phone, issue 29). The
 * browser moves focus to the close button (`autofocus`), closes it on Escape and gives focus back to the
 * menu button; once hydrated, a tap on the backdrop or a link closes it too, and Tab goes round inside it.
 * Contact is SPEC's Contact link: the document's listener (`in-page-links.ts`) scrolls to the page's
 * contact section.
 */
export function MobileMenu({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const close = () => document.getElementById(MOBILE_MENU_ID)?.hidePopover();
  const headerContent = headerWords[useLocale()];
  return (
    <div
      id={MOBILE_MENU_ID}
      popover="auto"
      role="dialog"
      aria-labelledby={TITLE_ID}
      onToggle={(event) => onOpenChange(event.newState === 'open')}
      // The backdrop belongs to the popover element; the panel inside fills the popover's own box.
      onClick={(event) => event.target === event.currentTarget && close()}
      onKeyDown={keepTabInside}
      className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-full max-w-xs overflow-hidden border-0 bg-sand-50 p-0 shadow-2xl transition-transform duration-300 ease-out backdrop:bg-bush-950/60 starting:open:translate-x-full motion-reduce:transition-none"
    >
      <div className="flex h-full flex-col overflow-y-auto overscroll-contain">
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-sand-200 px-4">
          <h2 id={TITLE_ID} className="font-serif text-lg font-semibold text-bush-900">
            {headerContent.menuTitle}
          </h2>
          <CloseButton
            popoverTarget={MOBILE_MENU_ID}
            popoverTargetAction="hide"
            autoFocus
            label={headerContent.closeMenuLabel}
            className="rounded-full p-2 text-bush-900 hover:bg-sand-200 focus-visible:outline-2 focus-visible:outline-ochre-600"
            iconClassName="h-6 w-6"
          />
        </div>
        <nav aria-label={headerContent.menuTitle} className="flex-1 px-3 py-4">
          <NavLinks links={headerContent.mobileNav} className="space-y-0.5" linkClassName={MENU_LINK} onNavigate={close} />
          <ContactLink onClick={close} className={buttonClasses('primary', 'md', 'mt-4 w-full')}>
            {headerContent.contactLabel}
          </ContactLink>
        </nav>
      </div>
    </div>
  );
}
