import { useState } from 'react';
import { reload } from 'vike/client/router';
import { Button } from '#components/ui/Button.tsx';
import { TextField } from '#components/ui/Field.tsx';
import { toast } from '#components/ui/notify.ts';
import type { PaymentView } from '#lib/domain/sale/proposal.types.ts';
import { voidPaymentSchema } from '#lib/domain/booking/booking.schema.ts';
import { api  } from '#lib/api-client.browser.ts';
import { useForm } from '#components/ui/use-form.ts';
import { OwnerOnly } from '#components/admin/auth/OwnerOnly.tsx';
import { ledgerContent } from './ledger.content.ts';

const copy = ledgerContent.void;

/** A payment struck out of the sums (owner, issue 26): kept and shown struck through, with who and why. */
export function VoidPayment({ payment }: { payment: PaymentView }) {
  const [open, setOpen] = useState(false);
  const { field, pending, formRef, onSubmit } = useForm({
    initial: { reason: '' },
    schema: voidPaymentSchema,
    submit: (input) => api.bookings.voidPayment({ id: payment.id }, input),
    onSuccess: () => {
      toast.success(copy.done);
      void reload();
    },
    failureTitle: copy.failed,
  });
  if (payment.voidedAt) return <span className="text-xs text-stone-600">{copy.voided(payment.voidedBy, payment.voidReason)}</span>;
  return (
    <OwnerOnly route="bookings.voidPayment">
      {open ? (
        <form ref={formRef} onSubmit={onSubmit} noValidate className="mt-1 flex flex-wrap items-end gap-2">
          <TextField label={copy.reason} required maxLength={500} {...field('reason')} />
          <Button type="submit" size="sm" variant="danger" disabled={pending}>
            {copy.submit}
          </Button>
        </form>
      ) : (
        <Button size="sm" variant="ghost" onClick={() => setOpen(true)} aria-label={`${copy.open} ${payment.reference ?? ''}`.trim()}>
          {copy.open}
        </Button>
      )}
    </OwnerOnly>
  );
}
