import { reload } from 'vike/client/router';
import { Button } from '#components/ui/Button.tsx';
import { TextField } from '#components/ui/Field.tsx';
import { toast } from '#components/ui/notify.ts';
import { inboundContent } from '#components/admin/mail/inbound.content.ts';
import { inquiryAddressSchema } from '#lib/domain/enquiry/inbound-mail.schema.ts';
import { api  } from '#lib/api-client.browser.ts';
import { useAction } from '#components/ui/use-action.ts';
import { useForm } from '#components/ui/use-form.ts';
import { DeskPanel } from '#components/admin/inquiries/DeskPanel.tsx';

const copy = inboundContent.addresses;

/** The addresses whose mail is the traveller's answer (decision 136): the enquiry's own, and those staff add here. */
export function TravellerAddresses({ inquiryId, email, addresses }: { inquiryId: string; email: string; addresses: string[] }) {
  const { busy, run } = useAction();
  const { field, pending, formRef, onSubmit } = useForm({
    initial: { email: '' },
    schema: inquiryAddressSchema,
    submit: (input) => api.inquiries.addAddress({ id: inquiryId }, input),
    onSuccess: (_list, { reset }) => {
      reset({ email: '' });
      toast.success(copy.added);
      void reload();
    },
    failureTitle: copy.failed,
  });
  const remove = (address: string) =>
    run(async () => {
      await api.inquiries.removeAddress({ id: inquiryId, email: address });
      toast.success(copy.removed);
      await reload();
    }, copy.removeFailed);

  return (
    <DeskPanel id="traveller-addresses" heading={copy.heading} intro={copy.intro(email)}>
      {addresses.length > 0 && (
        <ul className="mt-3 space-y-1">
          {addresses.map((address) => (
            <li key={address} className="flex items-center justify-between gap-2 text-sm break-all text-stone-800">
              {address}
              <Button size="sm" variant="ghost" className="text-red-800" onClick={() => void remove(address)} disabled={busy} aria-label={copy.remove(address)}>
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form ref={formRef} onSubmit={onSubmit} noValidate className="mt-3 space-y-3">
        <TextField label={copy.label} type="email" maxLength={254} {...field('email')} />
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? copy.submitting : copy.submit}
        </Button>
      </form>
    </DeskPanel>
  );
}
