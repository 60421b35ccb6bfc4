import { useId, useState, type FormEvent } from 'react';
import { toast } from '#components/ui/notify.ts';
import { reload } from 'vike/client/router';
import { Button } from '#components/ui/Button.tsx';
import type { InquiryStatus } from '#lib/domain/enquiry/enquiry.types.ts';
import { INQUIRY_STATUSES } from '#lib/domain/enquiry/inquiry-desk.schema.ts';
import { api  } from '#lib/api-client.browser.ts';
import { useAction } from '#components/ui/use-action.ts';
import { inquiriesContent as copy, STATUS_LABELS } from '#components/admin/inquiries/inquiries.content.ts';

interface StatusSelectProps {
  id: string;
  status: InquiryStatus;
  /** The accessible name, e.g. "Status of Ada Lovelace's enquiry". */
  label: string;
  /** Show the label on screen (the detail page) or only to assistive technology (the list). */
  visibleLabel?: boolean;
}

/**
 * Moves an enquiry to another status, then reloads the page's data from the server. The change is
 * applied by a button, not on every change of the select: arrowing through a closed select would
 * otherwise send one change per key press.
 */
export function StatusSelect({ id, status, label, visibleLabel = false }: StatusSelectProps) {
  const selectId = useId();
  const [chosen, setChosen] = useState<InquiryStatus>(status);
  const { busy: saving, run } = useAction();
  // Fresh server data (after a reload) resets the choice.
  const [shown, setShown] = useState(status);
  if (shown !== status) {
    setShown(status);
    setChosen(status);
  }

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (chosen === status) return;
    // The reload is part of the work, so the select stays disabled until the new status is on screen.
    await run(async () => {
      await api.inquiries.update({ id }, { status: chosen });
      toast.success(copy.statusChanged, { description: STATUS_LABELS[chosen] });
      await reload();
    }, copy.statusFailed);
  }

  return (
    <form onSubmit={apply} className="flex flex-wrap items-end gap-2">
      <div className={visibleLabel ? 'space-y-1.5' : ''}>
        <label htmlFor={selectId} className={visibleLabel ? 'block text-sm font-medium text-stone-800' : 'sr-only'}>
          {label}
        </label>
        <select
          id={selectId}
          value={chosen}
          disabled={saving}
          onChange={(event) => setChosen(event.target.value as InquiryStatus)}
          className="block rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 shadow-sm focus:border-ochre-600 focus:outline-none focus:ring-2 focus:ring-ochre-500/40 disabled:opacity-60"
        >
          {INQUIRY_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary" size="sm" className="mb-0.5" disabled={saving || chosen === status}>
        {saving ? copy.changing : copy.change}
        {!visibleLabel && <span className="sr-only"> ({label})</span>}
      </Button>
    </form>
  );
}
