import { useState } from 'react';
import { toast } from '#components/ui/notify.ts';
import { reload } from 'vike/client/router';
import { Button } from '#components/ui/Button.tsx';
import type { InquiryStatus } from '#database/dto.ts';
import { apiRequest } from '#lib/api-client.ts';
import { toastFailure } from '#lib/form-failure.ts';
import { deskDetailContent } from './desk-detail.content.ts';
import { inquiriesContent, STATUS_LABELS } from './inquiries.content.ts';
import { StatusSelect } from './StatusSelect.tsx';

const copy = deskDetailContent.status;

/** The status control, with spam / not spam one click away (not spam puts it back to New). */
export function StatusPanel({ inquiryId, status }: { inquiryId: string; status: InquiryStatus }) {
  const [busy, setBusy] = useState(false);
  const next: InquiryStatus = status === 'spam' ? 'pending' : 'spam';

  async function toggleSpam() {
    setBusy(true);
    try {
      await apiRequest('PATCH', `/api/admin/inquiries/${inquiryId}`, { status: next });
      toast.success(inquiriesContent.statusChanged, { description: STATUS_LABELS[next] });
      await reload();
    } catch (failure) {
      toastFailure(inquiriesContent.statusFailed, failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="status-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200">
      <h3 id="status-heading" className="text-lg font-semibold">
        {copy.heading}
      </h3>
      <p className="mt-1 mb-3 text-sm text-stone-600">{copy.intro}</p>
      <div className="flex flex-wrap items-end gap-3">
        <StatusSelect id={inquiryId} status={status} label={copy.label} visibleLabel />
        <Button variant="outline" size="sm" className="mb-0.5 text-bush-800" onClick={() => void toggleSpam()} disabled={busy}>
          {status === 'spam' ? copy.notSpam : copy.markSpam}
        </Button>
      </div>
    </section>
  );
}
