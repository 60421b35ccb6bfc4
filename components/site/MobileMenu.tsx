import { Dialog, DialogPanel, DialogTitle, Transition, TransitionChild } from '@headlessui/react';
import { useEffect, useRef, type MouseEvent } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { buttonClasses } from '#components/ui/Button.tsx';
import { NavLinks } from './NavLinks.tsx';
import { CONTACT_PAGE, followContactLink } from './ContactLink.tsx';
import { CONTACT_SECTION_ID, scrollToSection } from './scroll-to-section.ts';
import { headerContent, mobileNav } from './site.content.ts';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

const MENU_LINK =
  'block rounded-lg px-3 py-2.5 text-base font-medium text-stone-800 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-ochre-600 aria-[current=page]:bg-sand-100 aria-[current=page]:text-bush-900 aria-[current=page]:font-semibold';

/**
 * The slide-in menu for small screens (Headless UI dialog: focus trapped inside and returned to
 * the menu button). Closes on the overlay, the close button, Escape, or choosing a link.
 */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const { urlPathname } = usePageContext();
  // The page is scroll-locked while the dialog is open, so the contact scroll waits until it has left.
  const scrollToContactAfterClose = useRef(false);

  // Only a change of page closes the menu (it mounts on first open, on the page it was opened on).
  const shownOn = useRef(urlPathname);
  useEffect(() => {
    if (shownOn.current === urlPathname) return;
    shownOn.current = urlPathname;
    onClose();
  }, [urlPathname]);

  function chooseContact(event: MouseEvent<HTMLAnchorElement>) {
    followContactLink(event, () => {
      scrollToContactAfterClose.current = true;
    });
    onClose();
  }

  function afterLeave() {
    if (scrollToContactAfterClose.current) {
      scrollToContactAfterClose.current = false;
      scrollToSection(CONTACT_SECTION_ID);
    }
  }

  return (
    <Transition show={open} afterLeave={afterLeave}>
      <Dialog onClose={onClose} className="relative z-50 xl:hidden">
        <TransitionChild>
          <div aria-hidden="true" className="fixed inset-0 bg-bush-950/60 transition-opacity duration-300 ease-out data-[closed]:opacity-0 motion-reduce:transition-none" />
        </TransitionChild>
        <div className="fixed inset-0 flex justify-end">
          <TransitionChild>
            <DialogPanel className="flex h-full w-full max-w-xs flex-col overflow-y-auto bg-sand-50 shadow-2xl transition-transform duration-300 ease-out data-[closed]:translate-x-full motion-reduce:transition-none">
              <div className="flex h-16 items-center justify-between border-b border-sand-200 px-4">
                <DialogTitle className="font-serif text-lg font-semibold text-bush-900">{headerContent.menuTitle}</DialogTitle>
                <button
                  type="button"
                  onClick={onClose}
                  aria-label={headerContent.closeMenuLabel}
                  className="rounded-full p-2 text-bush-900 hover:bg-sand-200 focus-visible:outline-2 focus-visible:outline-ochre-600"
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
                    <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
                  </svg>
                </button>
              </div>
              <nav aria-label={headerContent.menuTitle} className="flex-1 px-3 py-4">
                <NavLinks links={mobileNav} className="space-y-0.5" linkClassName={MENU_LINK} onNavigate={onClose} />
                <a href={CONTACT_PAGE} data-vike="false" onClick={chooseContact} className={buttonClasses('primary', 'md', 'mt-4 w-full')}>
                  {headerContent.contactLabel}
                </a>
              </nav>
            </DialogPanel>
          </TransitionChild>
        </div>
      </Dialog>
    </Transition>
  );
}
