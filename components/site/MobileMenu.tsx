import type { RefObject } from 'react';
import { buttonClasses } from '#components/ui/Button.tsx';
import { ContactLink } from './ContactLink.tsx';
import { NavLinks } from './NavLinks.tsx';
import { headerContent, mobileNav } from './site.content.ts';
import { CloseButton } from '#components/ui/CloseButton.tsx';

const MENU_LINK =
  'block rounded-lg px-3 py-2.5 text-base font-medium text-stone-800 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-ochre-600 aria-[current=page]:bg-sand-100 aria-[current=page]:text-bush-900 aria-[current=page]:font-semibold';
const TITLE_ID = 'mobile-menu-title';

interface MobileMenuProps {
  dialog: RefObject<HTMLDialogElement | null>;
  onClosed: () => void;
}

/**
 * The slide-in menu for small screens: a native modal `<dialog>` in the page's HTML, which the menu button
 * opens with `showModal()`. The browser makes the rest of the page inert (focus stays inside), closes it on
 * Escape and gives focus back to the button; a click on the backdrop, the close button or a link closes it.
 * No code loads on the first tap (issue 19, decision 081). Contact is SPEC's Contact link: the document's
 * listener (`in-page-links.ts`) scrolls to the page's contact section once the menu has closed.
 */
export function MobileMenu({ dialog, onClosed }: MobileMenuProps) {
  const close = () => dialog.current?.close();
  return (
    <dialog
      ref={dialog}
      aria-labelledby={TITLE_ID}
      onClose={onClosed}
      // The backdrop belongs to the dialog element; the panel inside fills the dialog's own box.
      onClick={(event) => event.target === event.currentTarget && close()}
      className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-full max-w-xs border-0 bg-sand-50 p-0 shadow-2xl transition-transform duration-300 ease-out backdrop:bg-bush-950/60 starting:open:translate-x-full motion-reduce:transition-none"
    >
      <div className="flex h-full flex-col overflow-y-auto">
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-sand-200 px-4">
          <h2 id={TITLE_ID} className="font-serif text-lg font-semibold text-bush-900">
            {headerContent.menuTitle}
          </h2>
          <CloseButton onClick={close} label={headerContent.closeMenuLabel} className="rounded-full p-2 text-bush-900 hover:bg-sand-200 focus-visible:outline-2 focus-visible:outline-ochre-600" iconClassName="h-6 w-6" />
        </div>
        <nav aria-label={headerContent.menuTitle} className="flex-1 px-3 py-4">
          <NavLinks links={mobileNav} className="space-y-0.5" linkClassName={MENU_LINK} onNavigate={close} />
          <ContactLink onClick={close} className={buttonClasses('primary', 'md', 'mt-4 w-full')}>
            {headerContent.contactLabel}
          </ContactLink>
        </nav>
      </div>
    </dialog>
  );
}
