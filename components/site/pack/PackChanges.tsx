import { useState } from 'react';
import { Button } from '#components/ui/Button.tsx';
import { API_CALLS } from 'virtual:api-calls/tripPackChanges';
import { apiOf } from '#lib/api-request.browser.ts';
import type { Locale } from '#lib/domain/site/locale.ts';
import { packChangesContent } from './pack-changes.content.ts';
import { PackSection } from './PackSection.tsx';

/** The tripPackChanges group's one call alone: the pack's first-load JS carries no other route (decision 157). */
const api = apiOf(API_CALLS, 'tripPackChanges');

export interface PackChange {
  id: string;
  summary: string;
  details: string | null;
  /** The day it was recorded, already written out in the operator's zone. */
  date: string;
  seen: boolean;
}

/**
 * "What changed" at the top of the pack (issue 41): every change since the pack was sent, newest first; each one the
 * traveller has not acknowledged has a button, and an acknowledged one stays listed, marked as seen.
 */
export function PackChanges({ token, changes, locale }: { token: string; changes: PackChange[]; locale: Locale }) {
  const copy = packChangesContent[locale];
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set(changes.filter((c) => c.seen).map((c) => c.id)));
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<{ id: string; message: string } | null>(null);
  if (!changes.length) return null;

  async function acknowledge(id: string) {
    setPending(id);
    setError(null);
    try {
      await api.tripPackChanges.acknowledge({ token, id });
      setSeen((before) => new Set(before).add(id));
    } catch {
      setError({ id, message: navigator.onLine ? copy.failed : copy.offline });
    } finally {
      setPending(null);
    }
  }

  const open = changes.some((c) => !seen.has(c.id));
  return (
    <PackSection id="changes" heading={copy.heading} className={`rounded-lg border p-4 ${open ? 'border-amber-400 bg-amber-50' : 'border-stone-200'}`}>
      <p className="mt-1 text-sm text-stone-700">{open ? copy.intro : copy.allSeen}</p>
      <ul className="mt-3 space-y-3">
        {changes.map((change) => (
          <li key={change.id} className="rounded-md bg-white p-3" data-change={change.id}>
            <p className="text-sm text-stone-600">{copy.on(change.date)}</p>
            <p className="font-medium">{change.summary}</p>
            {change.details && <p className="mt-1 whitespace-pre-line text-stone-700">{change.details}</p>}
            <div className="mt-2">
              {seen.has(change.id) ? (
                <p className="text-sm font-medium text-bush-900">✓ {copy.seen}</p>
              ) : (
                <Button size="sm" onClick={() => acknowledge(change.id)} disabled={pending !== null} aria-label={`${copy.acknowledge}: ${change.summary}`}>
                  {pending === change.id ? copy.acknowledging : copy.acknowledge}
                </Button>
              )}
              {error?.id === change.id && (
                <p role="alert" className="mt-1 text-sm text-red-700">
                  {error.message}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </PackSection>
  );
}
