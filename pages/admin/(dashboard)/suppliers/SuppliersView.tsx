import { useState, type FormEvent } from 'react';
import { reload } from 'vike/client/router';
import { api, ApiError } from '#lib/api-client.browser.ts';
import { Button, ButtonLink } from '#components/ui/Button.tsx';
import { supplierHref } from '#components/admin/costing/costing-hrefs.ts';
import { SelectField, TextareaField, TextField } from '#components/ui/Field.tsx';
import { PanelHeader } from '#components/admin/PanelHeader.tsx';
import type { SupplierView } from '#lib/domain/reservation/reservation.types.ts';

const KINDS = ['lodge', 'camp', 'hotel', 'transfer', 'flight', 'guide', 'other'].map((k) => ({ value: k, label: k[0]!.toUpperCase() + k.slice(1) }));
const BLANK = { name: '', kind: 'lodge', email: '', phone: '', address: '', notes: '' };

/** The suppliers the operator reserves with (issue 30): a list, and one form for a new one or the one being edited. */
export function SuppliersView({ suppliers }: { suppliers: SupplierView[] }) {
  const [editing, setEditing] = useState<string | null>(null);
  const [form, setForm] = useState(BLANK);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof BLANK) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });

  const edit = (s: SupplierView) => {
    setEditing(s.id);
    setErrors({});
    setForm({ name: s.name, kind: s.kind, email: s.email, phone: s.phone ?? '', address: s.address ?? '', notes: s.notes ?? '' });
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      // The select offers only the schema's kinds; the server checks the body again.
      const body = form as Parameters<typeof api.suppliers.create>[0];
      await (editing ? api.suppliers.update({ id: editing }, body) : api.suppliers.create(body));
      setEditing(null);
      setForm(BLANK);
      setErrors({});
      await reload();
    } catch (failure) {
      setErrors(failure instanceof ApiError ? (failure.body.errors ?? { name: failure.userMessage }) : { name: String(failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="suppliers-title">
      <PanelHeader id="suppliers-title" title="Suppliers" intro="Lodges, camps and transfers that reservations are requested from." />
      <ul className="divide-y divide-stone-200 rounded border border-stone-200 bg-white">
        {suppliers.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <div>
              <p className="font-medium">{s.name}</p>
              <p className="text-sm text-stone-600">
                {s.kind} · {s.email}
                {s.phone ? ` · ${s.phone}` : ''}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <ButtonLink variant="outline" size="sm" href={supplierHref(s.id)} aria-label={`Rate cards of ${s.name}`}>
                Rate cards
              </ButtonLink>
              <Button variant="outline" size="sm" onClick={() => edit(s)} aria-label={`Edit ${s.name}`}>
                Edit
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <form onSubmit={save} className="mt-6 grid max-w-2xl gap-3 rounded border border-stone-200 bg-white p-4" aria-label={editing ? 'Edit supplier' : 'New supplier'}>
        <h3 className="text-lg font-semibold">{editing ? 'Edit supplier' : 'New supplier'}</h3>
        <TextField label="Name" value={form.name} onChange={set('name')} error={errors.name} markRequired />
        <SelectField label="Kind" value={form.kind} onChange={set('kind')} options={KINDS} error={errors.kind} />
        <TextField label="Reservations e-mail" type="email" value={form.email} onChange={set('email')} error={errors.email} markRequired />
        <TextField label="Phone" value={form.phone} onChange={set('phone')} error={errors.phone} />
        <TextareaField label="Address" value={form.address} onChange={set('address')} error={errors.address} rows={2} />
        <TextareaField label="Notes" value={form.notes} onChange={set('notes')} error={errors.notes} rows={2} />
        <div className="flex gap-3">
          <Button type="submit" disabled={busy}>
            {editing ? 'Save supplier' : 'Add supplier'}
          </Button>
          {editing && (
            <Button variant="ghost" onClick={() => (setEditing(null), setForm(BLANK))}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
