/** The company's mark: an acacia against the sun. Decorative; the name beside it carries the meaning. */
export function BrandMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className}>
      <circle cx="16" cy="16" r="15" className="fill-ochre-500" />
      <path d="M6 22h20" className="stroke-bush-900" strokeWidth="2" strokeLinecap="round" />
      <path d="M16 22v-7M9 14c2-3 12-3 14 0-4 1-10 1-14 0z" className="fill-bush-900 stroke-bush-900" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}
