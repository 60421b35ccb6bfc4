/** A busy indicator that screen readers announce by its label. */
export function Spinner({ label, className = '' }: { label: string; className?: string }) {
  return (
    <span role="status" className={`inline-flex items-center gap-2 text-sm text-stone-600 ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 animate-spin text-ochre-600" fill="none">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span>{label}</span>
    </span>
  );
}
