import { reload } from 'vike/client/router';
import { toast } from '#components/ui/notify.ts';
import { Button } from '#components/ui/Button.tsx';
import { TextareaField } from '#components/ui/Field.tsx';
import { useForm } from '#components/ui/use-form.ts';
import { api } from '#lib/api-client.browser.ts';
import type { RateCardView } from '#lib/domain/costing/costing.types.ts';
import { rateCardImportSchema } from '#lib/domain/costing/rate-card.schema.ts';
import { rateCardContent as copy } from './costing.content.ts';

const PLACEHOLDER = 'Season\tRoom\tMeal plan\tBasis\tAmount\nHigh\tLuxury tent\tFB\tper person sharing\t5 000.00';

/**
 * "Paste a table": the sheet's rates replace the card's as a new version. The server names the first line and
 * column it cannot read (`Line 3, column amount: …`); that sentence sits under the textarea, the table kept as pasted.
 */
export function RateCardImport({ card }: { card: RateCardView }) {
  const form = useForm<{ tsv: string }, { tsv: string }, RateCardView>({
    initial: { tsv: '' },
    schema: rateCardImportSchema,
    submit: (input) => api.costing.importRates({ id: card.id }, input),
    onSuccess: async (saved, { reset }) => {
      reset();
      toast.success(copy.pasted(saved.rates.length, saved.version));
      await reload();
    },
    failureTitle: copy.pasteFailed,
  });
  return (
    <section aria-labelledby="paste-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <h3 id="paste-title" className="text-xl font-semibold">
        {copy.pasteTitle}
      </h3>
      <p className="mt-1 mb-4 max-w-3xl text-sm text-stone-600">{copy.pasteIntro}</p>
      <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="space-y-4">
        <TextareaField label={copy.pasteLabel} rows={8} spellCheck={false} placeholder={PLACEHOLDER} className="font-mono text-sm whitespace-pre" {...form.field('tsv')} />
        <Button type="submit" disabled={form.pending}>
          {form.pending ? copy.pasting : copy.pasteSubmit}
        </Button>
      </form>
    </section>
  );
}
