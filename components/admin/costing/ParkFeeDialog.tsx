import { DialogActions } from '#components/admin/DialogActions.tsx';
import { FormDialog, useDialogLock } from '#components/admin/FormDialog.tsx';
import { SelectField, TextareaField, TextField } from '#components/ui/Field.tsx';
import { toast } from '#components/ui/notify.ts';
import { useForm } from '#components/ui/use-form.ts';
import { api } from '#lib/api-client.browser.ts';
import { COST_CURRENCIES, type ParkFee } from '#lib/domain/costing/costing.types.ts';
import { parkFeeSchema, type ParkFeeInput } from '#lib/domain/costing/park-fee.schema.ts';
import { amountToMinor, majorText, withAmountHint } from './rate-card-form.ts';
import { wholePathErrors } from '#lib/domain/fields.ts';
import { COUNTING_OPTIONS, parkFeesContent, TIER_OPTIONS } from './park-fees.content.ts';

const copy = parkFeesContent.dialog;
const CURRENCIES = COST_CURRENCIES.map((code) => ({ value: code, label: code }));

type FeeValues = Record<'parkId' | 'parkName' | 'authority' | 'tier' | 'fromAge' | 'toAge' | 'amount' | 'currency' | 'effectiveFrom' | 'effectiveTo' | 'counting' | 'source' | 'note', string>;

function toValues(fee: ParkFee | null, on: string): FeeValues {
  return {
    parkId: fee?.parkId ?? '',
    parkName: fee?.parkName ?? '',
    authority: fee?.authority ?? '',
    tier: fee?.tier ?? 'international',
    fromAge: fee ? String(fee.fromAge) : '',
    toAge: fee?.toAge === null || !fee ? '' : String(fee.toAge),
    amount: fee ? majorText(fee.amountMinor, fee.currency) : '',
    currency: fee?.currency ?? 'ZAR',
    effectiveFrom: fee?.effectiveFrom ?? on,
    effectiveTo: fee?.effectiveTo ?? '',
    counting: fee?.counting ?? 'per-night',
    source: fee?.source ?? '',
    note: fee?.note ?? '',
  };
}

const number = (text: string) => (text.trim() === '' ? null : Number.isNaN(Number(text)) ? text : Number(text));

/** What `parkFeeSchema` reads: ages as numbers, the amount in minor units, empty ends as null (open). */
function toInput(values: FeeValues) {
  const { amount, ...rest } = values;
  return { ...rest, fromAge: number(values.fromAge) ?? '', toAge: number(values.toAge), amountMinor: amountToMinor(amount, values.currency) ?? '', effectiveTo: values.effectiveTo || null, note: values.note };
}

interface ParkFeeDialogProps {
  open: boolean;
  session: number;
  /** The row to correct; null adds one. */
  fee: ParkFee | null;
  /** The day the page shows, a new row's first day unless staff change it. */
  on: string;
  onClose: () => void;
  onSaved: () => void;
}

export function ParkFeeDialog({ fee, on, onSaved, ...dialog }: ParkFeeDialogProps) {
  return (
    <FormDialog {...dialog} size="lg" title={fee ? copy.editTitle : copy.addTitle}>
      <ParkFeeForm fee={fee} on={on} onCancel={dialog.onClose} onSaved={onSaved} />
    </FormDialog>
  );
}

function ParkFeeForm({ fee, on, onCancel, onSaved }: { fee: ParkFee | null; on: string; onCancel: () => void; onSaved: () => void }) {
  const form = useForm<FeeValues, ParkFeeInput, ParkFee>({
    initial: toValues(fee, on),
    schema: parkFeeSchema,
    toInput,
    invalid: (issues) => withAmountHint(wholePathErrors(issues)),
    submit: (input) => (fee ? api.costing.updateParkFee({ id: fee.id }, input) : api.costing.createParkFee(input)),
    onSuccess: (saved) => {
      toast.success(copy.saved, { description: `${saved.parkName}, ${saved.effectiveFrom}` });
      onSaved();
    },
    failureTitle: copy.failed,
  });
  useDialogLock(form.pending);
  const { field, errors, values } = form;
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="space-y-4">
      {fee && <p className="text-sm text-stone-600">{copy.editIntro}</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={copy.parkId} hint={copy.parkIdHint} autoComplete="off" data-autofocus {...field('parkId')} />
        <TextField label={copy.parkName} autoComplete="off" {...field('parkName')} />
        <TextField label={copy.authority} autoComplete="off" {...field('authority')} />
        <SelectField label={copy.tier} options={TIER_OPTIONS} {...field('tier')} />
        <TextField label={copy.fromAge} inputMode="numeric" {...field('fromAge')} />
        <TextField label={copy.toAge} hint={copy.toAgeHint} inputMode="numeric" {...field('toAge')} />
        <TextField label={copy.amount(values.currency)} inputMode="decimal" {...field('amount')} error={errors.amountMinor} />
        <SelectField label={copy.currency} options={CURRENCIES} {...field('currency')} />
        <SelectField label={copy.counting} options={COUNTING_OPTIONS} {...field('counting')} />
        <div className="hidden sm:block" />
        <TextField label={copy.effectiveFrom} type="date" {...field('effectiveFrom')} />
        <TextField label={copy.effectiveTo} hint={copy.effectiveToHint} type="date" {...field('effectiveTo')} />
      </div>
      <TextField label={copy.source} type="url" autoComplete="off" {...field('source')} />
      <TextareaField label={copy.note} rows={2} {...field('note')} />
      <DialogActions onCancel={onCancel} pending={form.pending} cancelLabel={copy.cancel} submitLabel={copy.submit} pendingLabel={copy.submitting} />
    </form>
  );
}
