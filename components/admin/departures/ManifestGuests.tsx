import type { DepartureManifest } from '#lib/domain/sale/proposal.types.ts';
import { formatDate } from '#lib/format.ts';
import { DeskPanel } from '../inquiries/DeskPanel.tsx';
import { departuresContent as copy } from './departures.content.ts';
import { MANIFEST_CELL as CELL, ManifestTable } from './ManifestTable.tsx';


/**
 * The travellers' guest details (issue 30), as they saved them on their pack: what the lodges, the guides and
 * an emergency need. Live bookings only; deleted with the rest 90 days after the return. On the departure
 * manifest and on the booking itself.
 */
export function ManifestGuests({ bookings }: { bookings: Pick<DepartureManifest['bookings'][number], 'id' | 'reference' | 'status' | 'guests'>[] }) {
  const rows = bookings.filter((b) => b.status !== 'cancelled').flatMap((b) => b.guests.map((g, i) => ({ key: `${b.id}-${i}`, reference: b.reference, g })));
  return (
    <div className="mt-6">
      <DeskPanel id="manifest-guests" heading={copy.guests.heading}>
        {rows.length === 0 ? (
          <p className="mt-2 text-sm text-stone-600">{copy.guests.none}</p>
        ) : (
          <ManifestTable columns={copy.guests.columns}>
            {rows.map(({ key, reference, g }) => (
              <tr key={key}>
                <th scope="row" className={CELL}>
                  {g.name}
                </th>
                <td className={`${CELL} font-mono`}>{reference}</td>
                <td className={CELL}>{copy.guests.passport(g.passportNumber, g.nationality, formatDate(g.passportExpiry))}</td>
                <td className={CELL}>{formatDate(g.dateOfBirth)}</td>
                <td className={CELL}>{[g.dietary, g.medical].filter(Boolean).join('; ') || '—'}</td>
                <td className={CELL}>{[g.insurer, g.policyNumber, g.insurancePhone].filter(Boolean).join(', ') || '—'}</td>
              </tr>
            ))}
          </ManifestTable>
        )}
      </DeskPanel>
    </div>
  );
}
