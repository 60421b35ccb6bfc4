import { toast } from '#components/ui/notify.ts';
import { reload } from 'vike/client/router';
import { Button } from '#components/ui/Button.tsx';
import type { InquiryStatus } from '#database/dto.ts';
import { apiRequest } from '#lib/api-client.ts';
import { useAction } from '#lib/use-action.ts';
import { DeskPanel } from './DeskPanel.tsx';
import { deskDetailContent } from './desk-detail.content.ts';
import { inquiriesContent, STATUS_LABELS } from './inquiries.content.ts';
import { StatusSelect } from './StatusSelect.tsx';

const copy = deskDetailContent.status;

/** The status control, with spam / not spam one click away (not spam puts it back to New). */
export function StatusPanel({ inquiryId, status }: { inquiryId: string; status: InquiryStatus }) {
  const { busy, run } = useAction();
  const next: InquiryStatus = status === 'spam' ? 'pending' : 'spam';

  const toggleSpam = () =>
    run(async () => {
      await apiRequest('PATCH', `/api/admin/inquiries/${inquiryId}`, { status: next });
      toast.success(inquiriesContent.statusChanged, { description: STATUS_LABELS[next] });
      await reload();
    }, inquiriesContent.statusFailed);

  return (
    <DeskPanel id="status" heading={copy.heading} intro={copy.intro}>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <StatusSelect id={inquiryId} status={status} label={copy.label} visibleLabel />
        <Button variant="outline" size="sm" className="mb-0.5 text-bush-800" onClick={() => void toggleSpam()} disabled={busy}>
          {status === 'spam' ? copy.notSpam : copy.markSpam}
        </Button>
      </div>
    </DeskPanel>
  );
}
