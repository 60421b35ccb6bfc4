import { describe, expect, it } from 'vitest';
import { eventWords } from '#components/admin/inquiries/event-words.ts';
import { reminderSchedule, reminderStop } from '#lib/domain/booking/balance-reminders.ts';

describe('a timeline entry in staff’s words (decision 143)', () => {
  it('is made from the entry’s data, each kind its own sentence', () => {
    expect(eventWords({ kind: 'proposal-sent', data: { version: 2, again: true, totalMinor: 485000, depositMinor: 145500, currency: 'USD' } })).toBe(
      'Version 2 sent again: total $4,850, deposit $1,455',
    );
    expect(eventWords({ kind: 'proposal-viewed', data: { version: 1, views: 1 } })).toBe('Version 1 opened by the traveller');
    expect(eventWords({ kind: 'proposal-viewed', data: { version: 1, views: 3 } })).toBe('Version 1 opened by the traveller (3 views)');
    expect(eventWords({ kind: 'changes-asked', data: { version: 1, state: 'replaced', message: 'A guide?' } })).toBe('Version 1 (replaced by a newer one): A guide?');
    expect(eventWords({ kind: 'declined', data: { version: 3 } })).toBe('Version 3 declined by the traveller');
    expect(eventWords({ kind: 'booked', data: { reference: 'AST-7K2M', version: 2 } })).toBe('AST-7K2M: version 2 accepted');
    expect(eventWords({ kind: 'payment', data: { reference: 'AST-7K2M', amountMinor: 285000, currency: 'USD', method: 'bank transfer', paymentReference: 'FNB 4471' } })).toBe(
      'AST-7K2M: $2,850 by bank transfer (FNB 4471)',
    );
  });

  it('shows the words of a note, an answer or an entry stored before it had data, and none for a status change', () => {
    expect(eventWords({ kind: 'note', body: 'Called her back' })).toBe('Called her back');
    expect(eventWords({ kind: 'payment', body: 'AST-7K2M: R 1 000 by cash' })).toBe('AST-7K2M: R 1 000 by cash');
    expect(eventWords({ kind: 'status', body: 'ignored' })).toBeNull();
  });
});

describe('the balance-reminder rule (decision 142)', () => {
  it('plans 14 days before the due date and on it, and stops for a cancelled booking or a paid balance', () => {
    expect(reminderSchedule('2027-05-30')).toEqual([{ kind: 'balance-14d', on: '2027-05-16' }, { kind: 'balance-due', on: '2027-05-30' }]);
    expect(reminderStop({ status: 'cancelled', balance: 100 })).toBe('stopped');
    expect(reminderStop({ status: 'confirmed', balance: 0 })).toBe('skipped');
    expect(reminderStop({ status: 'confirmed', balance: 0.01 })).toBeNull();
  });
});
