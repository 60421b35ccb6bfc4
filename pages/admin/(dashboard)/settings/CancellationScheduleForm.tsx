import { useState, type FormEvent } from 'react';
import { Button } from '#components/ui/Button.tsx';
import { TextField } from '#components/ui/Field.tsx';
import { toast } from '#components/ui/notify.ts';
import type { CancellationBand } from '#lib/domain/site/company-settings.types.ts';
import { MAX_CANCELLATION_BANDS } from '#lib/domain/site/company-settings.schema.ts';
import { api  } from '#lib/api-client.browser.ts';
import { useAction } from '#components/ui/use-action.ts';
import { scheduleContent } from './cancellation-schedule.content.ts';

const copy = scheduleContent;
type Row = { daysBefore: string; refundPercent: string };

/** The schedule bookings are cancelled by (issue 26); the server checks it (company-settings.schema.ts) and sorts it. */
export function CancellationScheduleForm({ schedule }: { schedule: CancellationBand[] }) {
  const [rows, setRows] = useState<Row[]>(schedule.map((b) => ({ daysBefore: String(b.daysBefore), refundPercent: String(b.refundPercent) })));
  const { busy, run } = useAction();
  const change = (index: number, key: keyof Row, value: string) => setRows((current) => current.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const cancellationSchedule = rows.map((row) => ({ daysBefore: Number(row.daysBefore), refundPercent: Number(row.refundPercent) }));
    if (await run(() => api.settings.updateCompany({ cancellationSchedule }), copy.failed)) toast.success(copy.saved);
  };
  return (
    <form onSubmit={save} noValidate className="space-y-4">
      {rows.map((row, index) => (
        <div key={index} className="grid grid-cols-[1fr_1fr_auto] items-end gap-3">
          <TextField label={copy.daysBefore(index + 1)} type="number" min={1} step={1} value={row.daysBefore} onChange={(e) => change(index, 'daysBefore', e.target.value)} />
          <TextField label={copy.refundPercent(index + 1)} type="number" min={0} max={100} step="0.01" value={row.refundPercent} onChange={(e) => change(index, 'refundPercent', e.target.value)} />
          <Button variant="ghost" size="sm" onClick={() => setRows((current) => current.filter((_, i) => i !== index))}>
            {copy.remove(index + 1)}
          </Button>
        </div>
      ))}
      <div className="flex flex-wrap gap-3">
        {rows.length < MAX_CANCELLATION_BANDS && (
          <Button variant="outline" onClick={() => setRows((current) => [...current, { daysBefore: '', refundPercent: '' }])}>
            {copy.add}
          </Button>
        )}
        <Button type="submit" disabled={busy}>
          {busy ? copy.saving : copy.save}
        </Button>
      </div>
    </form>
  );
}
