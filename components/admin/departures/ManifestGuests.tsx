import type { DepartureManifest } from '#database/proposal.dto.ts';
import { formatDate } from '#lib/format.ts';
import { DeskPanel } from '../inquiries/DeskPanel.tsx';

const CELL = 'px-2 py-2 align-top';

/**
 * The travellers' guest details (issue 30), as they saved them on their pack: what the lodges, the guides and
 * an emergency need. Live bookings only; deleted with the rest 90 days after the return. On the departure
 * manifest and on the booking itself.
 */
export function ManifestGuests({ bookings }: { bookings: Pick<DepartureManifest['bookings'][number], 'id' | 'reference' | 'status' | 'guests'>[] }) {
  const rows = bookings.filter((b) => b.status !== 'cancelled').flatMap((b) => b.guests.map((g, i) => ({ key: `${b.id}-${i}`, reference: b.reference, g })));
  return (
    <div className="mt-6">
      <DeskPanel id="manifest-guests" heading="Guest details">
        {rows.length === 0 ? (
          <p className="mt-2 text-sm text-stone-600">No traveller has saved guest details on their pack yet.</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-xs uppercase tracking-wider text-stone-600">
                <tr>
                  {['Traveller', 'Booking', 'Passport', 'Born', 'Dietary and medical', 'Insurance'].map((label) => (
                    <th key={label} scope="col" className={CELL}>
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-sand-200">
                {rows.map(({ key, reference, g }) => (
                  <tr key={key}>
                    <th scope="row" className={CELL}>
                      {g.name}
                    </th>
                    <td className={`${CELL} font-mono`}>{reference}</td>
                    <td className={CELL}>
                      {g.passportNumber} ({g.nationality}), expires {formatDate(g.passportExpiry)}
                    </td>
                    <td className={CELL}>{formatDate(g.dateOfBirth)}</td>
                    <td className={CELL}>{[g.dietary, g.medical].filter(Boolean).join('; ') || '—'}</td>
                    <td className={CELL}>{[g.insurer, g.policyNumber, g.insurancePhone].filter(Boolean).join(', ') || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </DeskPanel>
    </div>
  );
}
