import { toast } from '#components/ui/notify.ts';
import { Button } from '#components/ui/Button.tsx';
import { TextField } from '#components/ui/Field.tsx';
import type { SocialLink } from '#lib/domain/site/company-settings.types.ts';
import { MAX_REVIEW_LINKS, reviewLinksFormSchema } from '#lib/domain/site/company-settings.schema.ts';
import { wholePathErrors } from '#lib/domain/fields.ts';
import { api } from '#lib/api-client.browser.ts';
import { useForm } from '#components/ui/use-form.ts';
import { reviewsAdminContent } from '#components/admin/reviews/reviews-admin.content.ts';
import { EmptyRows, ListError, RowFrame } from '#components/admin/trips/RowFrame.tsx';

const copy = reviewsAdminContent.links;

interface LinkRow {
  key: string;
  label: string;
  url: string;
}

let rowCount = 0;
const row = (label = '', url = ''): LinkRow => ({ key: `review-site-${++rowCount}`, label, url });

/** The review sites the thank-you page names after a traveller reviews a trip (issue 31). */
export function ReviewLinksForm({ links }: { links: SocialLink[] }) {
  const { values, setValue, errors, clearErrors, pending, formRef, onSubmit, reset } = useForm({
    initial: { rows: links.map((link) => row(link.label, link.url)) },
    schema: reviewLinksFormSchema,
    toInput: (v: { rows: LinkRow[] }) => ({ reviewLinks: v.rows.map(({ label, url }) => ({ label, url })) }),
    invalid: (issues) => wholePathErrors(issues),
    submit: (input) => api.settings.updateCompany(input),
    onSuccess: (saved) => {
      reset({ rows: saved.reviewLinks.map((link) => row(link.label, link.url)) });
      toast.success(copy.saved);
    },
    failureTitle: copy.failed,
  });
  const setRows = (rows: LinkRow[]) => {
    setValue('rows', rows);
    clearErrors('reviewLinks');
  };
  const update = (index: number, patch: Partial<LinkRow>) => setRows(values.rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <ListError message={errors.reviewLinks} />
      {values.rows.length === 0 && <EmptyRows>{copy.none}</EmptyRows>}
      {values.rows.map((r, index) => (
        <RowFrame key={r.key} legend={copy.label(index + 1)} removeLabel={copy.remove} onRemove={() => setRows(values.rows.filter((_, i) => i !== index))}>
          <div className="col-span-2 lg:col-span-1">
            <TextField label={copy.label(index + 1)} value={r.label} error={errors[`reviewLinks.${index}.label`]} onChange={(event) => update(index, { label: event.target.value })} />
          </div>
          <div className="col-span-2 lg:col-span-3">
            <TextField label={copy.url(index + 1)} type="url" value={r.url} error={errors[`reviewLinks.${index}.url`]} onChange={(event) => update(index, { url: event.target.value })} />
          </div>
        </RowFrame>
      ))}
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" className="text-bush-800" disabled={values.rows.length >= MAX_REVIEW_LINKS} onClick={() => setRows([...values.rows, row()])}>
          <span aria-hidden="true">+</span>
          {copy.add}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? copy.saving : copy.save}
        </Button>
      </div>
    </form>
  );
}
