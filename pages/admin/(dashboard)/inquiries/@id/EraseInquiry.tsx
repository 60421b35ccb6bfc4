import { useState } from 'react';
import { toast } from '#components/ui/notify.ts';
import { navigate } from 'vike/client/router';
import { Button } from '#components/ui/Button.tsx';
import { api  } from '#lib/api-client.browser.ts';
import { useAction } from '#components/ui/use-action.ts';
import { ConfirmDialog } from '#components/admin/ConfirmDialog.tsx';
import { DeskPanel } from '#components/admin/inquiries/DeskPanel.tsx';
import { deskDetailContent } from '#components/admin/inquiries/desk-detail.content.ts';

const copy = deskDetailContent.erase;

/** Erasure on request (POPIA/GDPR): asks first, then deletes and returns to the list. */
export function EraseInquiry({ inquiryId, name }: { inquiryId: string; name: string }) {
  const [asking, setAsking] = useState(false);
  const { busy, run } = useAction();

  async function erase() {
    const erased = await run(() => api.inquiries.erase({ id: inquiryId }), copy.failed);
    setAsking(false);
    if (!erased) return;
    toast.success(copy.done, { description: name });
    await navigate('/admin/inquiries');
  }

  return (
    <DeskPanel id="erase" heading={copy.button} intro={copy.intro} tone="danger">
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
    </DeskPanel>
  );
}
