import type { ParkFee } from '#lib/domain/costing/costing.types.ts';
import type { ParkFeeInput } from '#lib/domain/costing/park-fee.schema.ts';
import type { Services } from '../../services.ts';

export type ParkFeeOutcome = { ok: true; fee: ParkFee } | { ok: false; reason: 'not-found' } | { ok: false; reason: 'clash'; message: string };

const clashMessage = (fee: ParkFee) =>
  `${fee.parkName} already has a ${fee.tier} fee for ages ${fee.fromAge}${fee.toAge === null ? '+' : `-${fee.toAge}`} from ${fee.effectiveFrom}${fee.effectiveTo ? ` to ${fee.effectiveTo}` : ''}: end that row first, or correct it`;

/** A new fee row (issue 40): old rows stay, so a stay across the change uses both; two rows for one day are refused. */
export async function addParkFee(services: Services, input: ParkFeeInput): Promise<ParkFeeOutcome> {
  return services.transaction(async (tx) => {
    const clash = await tx.parkFees.clash(input);
    if (clash) return { ok: false, reason: 'clash', message: clashMessage(clash) };
    const fee = tx.parkFees.create(input);
    tx.audit.record({ action: 'added park fee', kind: 'settings', recordType: 'ParkFee', recordId: fee.id, label: `${fee.parkName}, ${fee.tier}` });
    return { ok: true, fee };
  });
}

export async function correctParkFee(services: Services, id: string, input: ParkFeeInput): Promise<ParkFeeOutcome> {
  return services.transaction(async (tx) => {
    if (!(await tx.parkFees.get(id))) return { ok: false, reason: 'not-found' };
    const clash = await tx.parkFees.clash(input, id);
    if (clash) return { ok: false, reason: 'clash', message: clashMessage(clash) };
    const fee = (await tx.parkFees.update(id, input))!;
    tx.audit.record({ action: 'corrected park fee', kind: 'settings', recordType: 'ParkFee', recordId: id, label: `${fee.parkName}, ${fee.tier}` });
    return { ok: true, fee };
  });
}
