import { useState } from 'react';
import type * as v from 'valibot';
import { toast } from '#components/ui/notify.ts';
import { Button } from '#components/ui/Button.tsx';
import { TextareaField, TextField } from '#components/ui/Field.tsx';
import { TextBlocks } from '#components/site/legal/TextBlocks.tsx';
import { wholePathErrors } from '#lib/domain/fields.ts';
import { api } from '#lib/api-client.browser.ts';
import { useForm } from '#components/ui/use-form.ts';
import { ListError } from '#components/admin/trips/RowFrame.tsx';
import { siteTextsContent } from './company.content.ts';

type Copy = (typeof siteTextsContent)['faq' | 'terms'];

/** A text as pairs: the FAQ's question and answer, or a Terms section's heading and text. */
export interface Pair {
  first: string;
  second: string;
}
type Row = Pair & { key: string };

let rowCount = 0;
const row = (pair: Pair = { first: '', second: '' }): Row => ({ key: `text-${++rowCount}`, ...pair });

interface SiteTextEditorProps<T> {
  /** `faq` or `terms`: the API path and the copy. */
  name: 'faq' | 'terms';
  /** The stored entries, as the API gives them. */
  items: T[];
  /** The entry's two fields, in API order (`question`/`answer`, `heading`/`body`). */
  fields: readonly [keyof T & string, keyof T & string];
  schema: v.GenericSchema<unknown, T[]>;
  maxItems: number;
}

/** Each text's own route (lib/api-routes.ts); the editor's schema is that route's. */
const SAVE: Record<SiteTextEditorProps<never>['name'], <T>(items: T[]) => Promise<T[]>> = {
  faq: (items) => api.settings.updateFaq(items as Parameters<typeof api.settings.updateFaq>[0]),
  terms: (items) => api.settings.updateTerms(items as Parameters<typeof api.settings.updateTerms>[0]),
};

/**
 * Settings' editor of a whole text (the FAQ, the Terms): add, remove and reorder the pairs, preview
 * them as the page will read, and save them all at once (PUT /api/admin/content/:name).
 */
export function SiteTextEditor<T extends Record<string, string>>({ name, items, fields, schema, maxItems }: SiteTextEditorProps<T>) {
  const copy: Copy = siteTextsContent[name];
  const [firstKey, secondKey] = fields;
  const toRows = (list: T[]) => list.map((item) => row({ first: item[firstKey] ?? '', second: item[secondKey] ?? '' }));
  const [previewing, setPreviewing] = useState(false);
  const form = useForm<{ items: Row[] }, T[], T[]>({
    initial: { items: toRows(items) },
    schema,
    toInput: (values) => values.items.map((item) => ({ [firstKey]: item.first, [secondKey]: item.second })),
    invalid: (issues) => wholePathErrors(issues, 'items'),
    submit: (input) => SAVE[name](input),
    onSuccess: (saved, { reset }) => {
      reset({ items: toRows(saved) });
      toast.success(copy.saved, { description: siteTextsContent.savedDetail });
    },
    failureTitle: copy.failed,
  });
  const { values, errors, setValue, clearErrors, pending, formRef, onSubmit } = form;
  const rows = values.items;
  // Any message shown while previewing belongs to a field: go back to the fields to show it.
  const hasErrors = Object.keys(errors).length > 0;

  const replace = (next: Row[]) => {
    setValue('items', next);
    clearErrors('items');
  };
  const update = (index: number, patch: Partial<Pair>) => {
    setValue('items', rows.map((item, i) => (i === index ? { ...item, ...patch } : item)));
    for (const key of Object.keys(patch)) clearErrors(`items.${index}.${key === 'first' ? firstKey : secondKey}`);
  };
  const move = (from: number, to: number) => {
    const next = [...rows];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    replace(next);
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby={`${name}-heading`} className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" className="text-bush-800" aria-pressed={previewing && !hasErrors} onClick={() => setPreviewing(!previewing)}>
          {previewing && !hasErrors ? siteTextsContent.edit : siteTextsContent.preview}
        </Button>
        <a href={copy.view.href} target="_blank" rel="noopener noreferrer" className="text-sm font-semibold text-ochre-700 underline-offset-4 hover:underline">
          {copy.view.label}
        </a>
      </div>
      <ListError message={errors.items} />
      {previewing && !hasErrors ? (
        <div className="space-y-2 rounded-2xl bg-sand-50 p-5 ring-1 ring-sand-200">
          <p className="text-sm text-stone-600">{siteTextsContent.previewNote}</p>
          <ol className="space-y-6 pt-2">
            {rows.map((item) => (
              <li key={item.key}>
                <h4 className="text-lg font-semibold text-bush-900">{item.first}</h4>
                <div className="mt-2">
                  <TextBlocks text={item.second} caption={item.first} />
                </div>
              </li>
            ))}
          </ol>
        </div>
      ) : (
        <>
          <p className="text-sm text-stone-600">{siteTextsContent.markupHint}</p>
          <ol className="space-y-4">
            {rows.map((item, index) => (
              <li key={item.key}>
                <fieldset className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200">
                  <legend className="float-left py-1.5 text-sm font-semibold text-stone-800">{copy.item(index + 1)}</legend>
                  {/* On a phone the three buttons sit on their own row under the legend; beside it they would break apart. */}
                  <div className="-mx-2 flex clear-both flex-wrap gap-1 sm:float-right sm:clear-none sm:ml-0">
                    <Button variant="ghost" size="sm" disabled={index === 0} onClick={() => move(index, index - 1)}>
                      {siteTextsContent.moveUp}
                      <span className="sr-only"> {copy.item(index + 1)}</span>
                    </Button>
                    <Button variant="ghost" size="sm" disabled={index === rows.length - 1} onClick={() => move(index, index + 1)}>
                      {siteTextsContent.moveDown}
                      <span className="sr-only"> {copy.item(index + 1)}</span>
                    </Button>
                    <Button variant="ghost" size="sm" className="text-red-700" onClick={() => replace(rows.filter((_, i) => i !== index))}>
                      {siteTextsContent.remove}
                      <span className="sr-only"> {copy.item(index + 1)}</span>
                    </Button>
                  </div>
                  <div className="clear-both space-y-4 pt-3">
                    <TextField label={copy.first} value={item.first} error={errors[`items.${index}.${firstKey}`]} onChange={(event) => update(index, { first: event.target.value })} />
                    <TextareaField label={copy.second} rows={5} value={item.second} error={errors[`items.${index}.${secondKey}`]} onChange={(event) => update(index, { second: event.target.value })} />
                  </div>
                </fieldset>
              </li>
            ))}
          </ol>
          <Button variant="outline" className="text-bush-800" disabled={rows.length >= maxItems} onClick={() => replace([...rows, row()])}>
            <span aria-hidden="true">+</span>
            {copy.add}
          </Button>
        </>
      )}
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? siteTextsContent.submitting : copy.submit}
        </Button>
      </div>
    </form>
  );
}
