import { toast } from '#components/ui/notify.ts';
import { reload } from 'vike/client/router';
import { Button } from '#components/ui/Button.tsx';
import type { InquiryStatus } from '#lib/domain/enquiry/enquiry.types.ts';
import { api  } from '#lib/api-client.browser.ts';
import { useAction } from '#components/ui/use-action.ts';
import { DeskPanel } from '#components/admin/inquiries/DeskPanel.tsx';
import { deskDetailContent } from '#components/admin/inquiries/desk-detail.content.ts';
import { inquiriesContent, STATUS_LABELS } from '#components/admin/inquiries/inquiries.content.ts';
import { StatusSelect } from '../StatusSelect.tsx';

const copy = deskDetailContent.status;

/**
 * The status control, with spam / not spam one click away (not spam puts it back to New), and "Mark as
 * answered" while the enquiry waits for a reply (decision 133).
 */
export function StatusPanel({ inquiryId, status, needsReply }: { inquiryId: string; status: InquiryStatus; needsReply: boolean }) {
  const { busy, run } = useAction();
  const next: InquiryStatus = status === 'spam' ? 'pending' : 'spam';

  const toggleSpam = () =>
    run(async () => {
      await api.inquiries.update({ id: inquiryId }, { status: next });
      toast.success(inquiriesContent.statusChanged, { description: STATUS_LABELS[next] });
      await reload();
    }, inquiriesContent.statusFailed);

  const markAnswered = () =>
    run(async () => {
      await api.inquiries.markAnswered({ id: inquiryId });
      toast.success(copy.answered);
      await reload();
    }, copy.answerFailed);

  return (
    <DeskPanel id="status" heading={copy.heading} intro={status === 'booked' ? copy.bookedIntro : copy.intro}>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <StatusSelect id={inquiryId} status={status} label={copy.label} visibleLabel />
        {status !== 'booked' && (
          <Button variant="outline" size="sm" className="mb-0.5 text-bush-800" onClick={() => void toggleSpam()} disabled={busy}>
            {status === 'spam' ? copy.notSpam : copy.markSpam}
          </Button>
        )}
      </div>
      {needsReply && (
        <div className="mt-4 border-t border-sand-200 pt-4">
          <p className="text-sm text-stone-700">{copy.needsReply}</p>
          <Button variant="outline" size="sm" className="mt-2 text-bush-800" onClick={() => void markAnswered()} disabled={busy}>
            {copy.markAnswered}
          </Button>
        </div>
      )}
    </DeskPanel>
  );
}
