const PATHS = {
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z',
  whatsapp: 'M4 20l1.3-3.9A8 8 0 1112 20a8 8 0 01-4-1.1L4 20z',
  email: 'M4 6h16v12H4zM4 7l8 6 8-6',
  address: 'M12 21s-7-6.2-7-11.5A7 7 0 0119 9.5C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
};

export type ContactIconName = keyof typeof PATHS;

/** The phone, WhatsApp, e-mail and address glyphs, decorative: the link beside them carries the words. */
export function ContactIcon({ name, className = 'h-5 w-5' }: { name: ContactIconName; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
      <path d={PATHS[name]} />
    </svg>
  );
}
