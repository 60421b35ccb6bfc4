import { Button } from '#components/ui/Button.tsx';
import { toast } from '#components/ui/notify.ts';
import { api } from '#lib/api-client.browser.ts';
import { useAction } from '#components/ui/use-action.ts';
import { proposalPreviewHref } from '#components/admin/proposals/proposal-hrefs.ts';
import { proposalsContent } from '#components/admin/proposals/proposals.content.ts';

const copy = proposalsContent.share;
const preview = proposalsContent.preview;

const link = 'text-sm font-semibold text-ochre-700 underline-offset-2 hover:underline';

/**
 * Issue 29: a sent version's link (to paste into WhatsApp) and PDF; a draft's page and PDF as the traveller will get
 * them, before sending. Staff views never count as the traveller's.
 */
export function ShareProposal({ id, sent, className = 'mt-1' }: { id: string; sent: boolean; className?: string }) {
  const { busy, run } = useAction();
  async function copyLink() {
    const ok = await run(async () => {
      const { url } = await api.proposals.shareLink<{ url: string }>({ id });
      await navigator.clipboard.writeText(url);
    }, copy.copyFailed);
    if (ok) toast.success(copy.copied);
  }
  if (!sent) {
    return (
      <div className={`${className} flex flex-wrap items-center gap-x-4 gap-y-1`}>
        <a href={proposalPreviewHref(id)} target="_blank" rel="noopener" className={link}>
          {preview.page}
        </a>
        <a href={api.proposals.pdf.url({ id })} target="_blank" rel="noopener" className={link}>
          {preview.pdf}
        </a>
      </div>
    );
  }
  return (
    <div className={`${className} flex flex-wrap items-center gap-x-4 gap-y-1`}>
      <Button variant="ghost" size="sm" className="-ml-3 text-ochre-700" disabled={busy} onClick={() => void copyLink()}>
        {copy.copyLink}
      </Button>
      <a href={api.proposals.pdf.url({ id })} download className={link}>
        {copy.pdf}
      </a>
    </div>
  );
}
