import { useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { formatDateTime, formatRelative } from '#lib/format.ts';

/**
 * A moment in time: the date and time in the operator's time zone in the server's HTML and at
 * hydration (so both agree), then "5 minutes ago" once the browser's clock is known.
 */
export function TimeAgo({ iso, className = '' }: { iso: string; className?: string }) {
  const { site } = usePageContext();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => setNow(Date.now()), []);
  const absolute = formatDateTime(iso, site.timeZone);
  return (
    <time dateTime={iso} title={absolute} className={className}>
      {now === null ? absolute : formatRelative(iso, now)}
    </time>
  );
}
