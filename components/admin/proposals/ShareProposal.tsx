import { Button } from '#components/ui/Button.tsx';
import { toast } from '#components/ui/notify.ts';
import { api } from '#lib/api-client.browser.ts';
import { useAction } from '#lib/use-action.ts';

const copy = {
  copyLink: 'Copy traveller link',
  copied: 'Link copied',
  copyFailed: 'Could not copy the link',
  pdf: 'Download PDF',
  previewPdf: 'Preview the PDF as the traveller gets it',
} as const;

/** Issue 29: a sent version's link (to paste into WhatsApp) and PDF; a draft's PDF before sending. Staff views never count. */
export function ShareProposal({ id, sent }: { id: string; sent: boolean }) {
  const { busy, run } = useAction();
  async function copyLink() {
    const ok = await run(async () => {
      const { url } = await api.proposals.shareLink<{ url: string }>({ id });
      await navigator.clipboard.writeText(url);
    }, copy.copyFailed);
    if (ok) toast.success(copy.copied);
  }
  const link = 'text-sm font-semibold text-ochre-700 underline-offset-2 hover:underline';
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1">
      {sent && (
        <Button variant="ghost" size="sm" className="-ml-3 text-ochre-700" disabled={busy} onClick={() => void copyLink()}>
          {copy.copyLink}
        </Button>
      )}
      <a href={api.proposals.pdf.url({ id })} target="_blank" rel="noopener" className={link}>
        {sent ? copy.pdf : copy.previewPdf}
      </a>
    </div>
  );
}
