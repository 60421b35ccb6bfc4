import { buttonClasses } from '#components/ui/Button.tsx';

interface PagerProps {
  /** Names the navigation for assistive technology ("Enquiry pages"). */
  label: string;
  /** What is shown, e.g. "Showing 51–100 of 230". */
  summary: string;
  previous?: { href: string; label: string };
  next?: { href: string; label: string };
}

/** A paged admin list's footer: what is shown, and plain links to the pages either side (filters stay in the URL). */
export function Pager({ label, summary, previous, next }: PagerProps) {
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-stone-600">{summary}</p>
      <div className="flex gap-2">
        {previous && (
          <a href={previous.href} className={buttonClasses('outline', 'sm', 'text-bush-800')}>
            <span aria-hidden="true">←</span> {previous.label}
          </a>
        )}
        {next && (
          <a href={next.href} className={buttonClasses('outline', 'sm', 'text-bush-800')}>
            {next.label} <span aria-hidden="true">→</span>
          </a>
        )}
      </div>
    </nav>
  );
}
