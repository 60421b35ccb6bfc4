import { useEffect, useState } from 'react';
import { formatDateTime, formatRelative } from './format.ts';

/**
 * A moment in time: the fixed UTC date in the server's HTML and at hydration (so both agree),
 * then "5 minutes ago" once the browser's clock is known.
 */
export function TimeAgo({ iso, className = '' }: { iso: string; className?: string }) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => setNow(Date.now()), []);
  const absolute = formatDateTime(iso);
  return (
    <time dateTime={iso} title={absolute} className={className}>
      {now === null ? absolute : formatRelative(iso, now)}
    </time>
  );
}
