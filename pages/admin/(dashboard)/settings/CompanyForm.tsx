import type { ReactNode } from 'react';
import { toast } from '#components/ui/notify.ts';
import { Button } from '#components/ui/Button.tsx';
import { TextareaField, TextField } from '#components/ui/Field.tsx';
import type { CompanySettings } from '#lib/domain/site/company-settings.types.ts';
import { companySettingsSchema, MAX_SOCIALS, type CompanySettingsInput } from '#lib/domain/site/company-settings.schema.ts';
import { wholePathErrors } from '#lib/domain/fields.ts';
import { api  } from '#lib/api-client.browser.ts';
import { useForm } from '#components/ui/use-form.ts';
import { EmptyRows, ListError, RowFrame } from '#components/admin/trips/RowFrame.tsx';
import { companyContent as copy } from './company.content.ts';
import { BANK_DETAILS_ID } from '#components/admin/settings/settings-sections.ts';
import { BANK_FIELDS, errorFor, newSocialRow, toFormValues, toInput, type CompanyFormValues, type SocialRow } from './company-form.ts';

function Group({ id, title, intro, children }: { id?: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <fieldset id={id} className="border-t border-sand-200 pt-5 first:border-t-0 first:pt-0">
      <legend className="float-left w-full text-base font-semibold text-bush-900">{title}</legend>
      {intro && <p className="clear-both pt-1 text-sm text-stone-600">{intro}</p>}
      <div className="clear-both grid gap-4 pt-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** Settings' Company form (issue 21): every detail the site, its mails and JSON-LD show, and the bank details for deposits. */
export function CompanyForm({ settings }: { settings: CompanySettings }) {
  const form = useForm<CompanyFormValues, CompanySettingsInput, CompanySettings>({
    initial: toFormValues(settings),
    schema: companySettingsSchema,
    toInput,
    invalid: (issues) => wholePathErrors(issues),
    submit: (input) => api.settings.updateCompany(input),
    onSuccess: (saved, { reset }) => {
      reset(toFormValues(saved));
      toast.success(copy.saved, { description: copy.savedDetail });
    },
    failureTitle: copy.failed,
  });
  const { field, errors, values, setValue, clearErrors, pending, formRef, onSubmit } = form;
  const text = (name: keyof Omit<CompanyFormValues, 'socials'>, path: string = name) => ({ ...field(name), error: errorFor(errors, path) });
  const bankPath = (name: (typeof BANK_FIELDS)[number]) => errorFor(errors, `bank.${name}`) ?? (name === 'accountName' ? errors.bank : undefined);

  const setSocials = (next: SocialRow[]) => {
    setValue('socials', next);
    clearErrors('socials');
  };
  const updateSocial = (index: number, patch: Partial<SocialRow>) => {
    setValue('socials', values.socials.map((row, i) => (i === index ? { ...row, ...patch } : row)));
    for (const key of Object.keys(patch)) clearErrors(`socials.${index}.${key}`);
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-6">
      <Group title={copy.contactGroup}>
        <TextField label={copy.phone} hint={copy.phoneHint} type="tel" autoComplete="off" markRequired {...text('phone')} />
        <TextField label={copy.whatsapp} hint={copy.whatsappHint} type="tel" autoComplete="off" {...text('whatsapp')} />
        <TextField label={copy.emergencyPhone} hint={copy.emergencyPhoneHint} type="tel" autoComplete="off" {...text('emergencyPhone')} />
        <TextField label={copy.email} hint={copy.emailHint} type="email" autoComplete="off" markRequired {...text('email')} />
        <TextareaField label={copy.address} hint={copy.addressHint} rows={3} {...text('address')} />
      </Group>
      <Group title={copy.companyGroup}>
        <TextField label={copy.registrationNumber} autoComplete="off" {...text('registrationNumber')} />
        <TextareaField label={copy.memberships} hint={copy.membershipsHint} rows={3} {...text('memberships')} />
      </Group>
      <fieldset className="border-t border-sand-200 pt-5">
        <legend className="float-left w-full text-base font-semibold text-bush-900">{copy.socialsGroup}</legend>
        <p className="clear-both pt-1 pb-4 text-sm text-stone-600">{copy.socialsIntro}</p>
        <div className="space-y-4">
          <ListError message={errors.socials} />
          {values.socials.length === 0 && <EmptyRows>{copy.noSocials}</EmptyRows>}
          {values.socials.map((row, index) => (
            <RowFrame key={row.key} legend={copy.social(index + 1)} removeLabel={copy.removeSocial} onRemove={() => setSocials(values.socials.filter((_, i) => i !== index))}>
              <div className="col-span-2 lg:col-span-1">
                <TextField
                  label={copy.socialLabel}
                  placeholder={copy.socialLabelPlaceholder}
                  value={row.label}
                  error={errors[`socials.${index}.label`]}
                  onChange={(event) => updateSocial(index, { label: event.target.value })}
                />
              </div>
              <div className="col-span-2 lg:col-span-3">
                <TextField
                  label={copy.socialUrl}
                  placeholder={copy.socialUrlPlaceholder}
                  type="url"
                  value={row.url}
                  error={errors[`socials.${index}.url`]}
                  onChange={(event) => updateSocial(index, { url: event.target.value })}
                />
              </div>
            </RowFrame>
          ))}
          <Button variant="outline" className="text-bush-800" disabled={values.socials.length >= MAX_SOCIALS} onClick={() => setSocials([...values.socials, newSocialRow()])}>
            <span aria-hidden="true">+</span>
            {copy.addSocial}
          </Button>
        </div>
      </fieldset>
      <Group id={BANK_DETAILS_ID} title={copy.bankGroup} intro={copy.bankIntro}>
        <TextField label={copy.accountName} autoComplete="off" {...field('accountName')} error={bankPath('accountName')} />
        <TextField label={copy.bankName} autoComplete="off" {...field('bankName')} error={bankPath('bankName')} />
        <TextField label={copy.accountNumber} autoComplete="off" inputMode="numeric" {...field('accountNumber')} error={bankPath('accountNumber')} />
        <TextField label={copy.branchCode} autoComplete="off" inputMode="numeric" {...field('branchCode')} error={bankPath('branchCode')} />
        <TextField label={copy.swift} hint={copy.swiftHint} autoComplete="off" {...field('swift')} error={bankPath('swift')} />
      </Group>
      <Button type="submit" disabled={pending}>
        {pending ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
