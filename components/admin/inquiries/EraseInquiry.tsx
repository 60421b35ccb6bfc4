import { useState } from 'react';
import { toast } from '#components/ui/notify.ts';
import { navigate } from 'vike/client/router';
import { Button } from '#components/ui/Button.tsx';
import { apiRequest } from '#lib/api-client.ts';
import { toastFailure } from '#lib/form-failure.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { deskDetailContent } from './desk-detail.content.ts';

const copy = deskDetailContent.erase;

/** Erasure on request (POPIA/GDPR): asks first, then deletes and returns to the list. */
export function EraseInquiry({ inquiryId, name }: { inquiryId: string; name: string }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function erase() {
    setBusy(true);
    try {
      await apiRequest('DELETE', `/api/admin/inquiries/${inquiryId}`);
      toast.success(copy.done, { description: name });
      setAsking(false);
      await navigate('/admin/inquiries');
    } catch (failure) {
      toastFailure(copy.failed, failure);
      setAsking(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="erase-heading" className="rounded-2xl border border-red-200 bg-red-50/40 p-5">
      <h3 id="erase-heading" className="text-lg font-semibold text-red-900">
        {copy.button}
      </h3>
      <p className="mt-1 text-sm text-stone-700">{copy.intro}</p>
      <Button variant="danger" size="sm" className="mt-3" onClick={() => setAsking(true)}>
        {copy.button}
      </Button>
      <ConfirmDialog
        open={asking}
        question={copy.question}
        detail={copy.detail(name)}
        confirmLabel={copy.confirm}
        busy={busy}
        busyLabel={copy.busy}
        onConfirm={() => void erase()}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
