import { useId, useState } from 'react';
import { toast } from 'sonner';
import { reload } from 'vike/client/router';
import type { InquiryStatus } from '#database/dto.ts';
import { INQUIRY_STATUSES } from '#database/schemas/inquiry-desk.schema.ts';
import { apiRequest } from '#lib/api-client.ts';
import { toastFailure } from '#lib/form-failure.ts';
import { inquiriesContent as copy, STATUS_LABELS } from './inquiries.content.ts';

interface StatusSelectProps {
  id: string;
  status: InquiryStatus;
  /** The accessible name, e.g. "Status of Ada Lovelace's enquiry". */
  label: string;
  /** Show the label on screen (the detail page) or only to assistive technology (the list). */
  visibleLabel?: boolean;
}

/** Moves an enquiry to another status at once, then reloads the page's data from the server. */
export function StatusSelect({ id, status, label, visibleLabel = false }: StatusSelectProps) {
  const selectId = useId();
  const [saving, setSaving] = useState(false);

  async function change(next: InquiryStatus) {
    setSaving(true);
    try {
      await apiRequest('PATCH', `/api/admin/inquiries/${id}`, { status: next });
      toast.success(copy.statusChanged, { description: STATUS_LABELS[next] });
      await reload();
    } catch (failure) {
      toastFailure(copy.statusFailed, failure);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className={visibleLabel ? 'space-y-1.5' : ''}>
      <label htmlFor={selectId} className={visibleLabel ? 'block text-sm font-medium text-stone-800' : 'sr-only'}>
        {label}
      </label>
      <select
        id={selectId}
        value={status}
        disabled={saving}
        aria-busy={saving}
        onChange={(event) => void change(event.target.value as InquiryStatus)}
        className="block rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 shadow-sm focus:border-ochre-600 focus:outline-none focus:ring-2 focus:ring-ochre-500/40 disabled:opacity-60"
      >
        {INQUIRY_STATUSES.map((value) => (
          <option key={value} value={value}>
            {STATUS_LABELS[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
