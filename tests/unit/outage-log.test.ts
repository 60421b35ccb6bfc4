import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failureKind, OutageLog } from '#server/outage-log.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the outage log', () => {
  it('writes one line per kind of failure per interval and counts the repeats it left out', () => {
    const lines: string[] = [];
    const log = new OutageLog({ write: (line) => lines.push(line), intervalMs: 10_000 });
    for (let i = 0; i < 1000; i++) log.note('503 ECONNREFUSED', `POST /api/inquiries: unavailable (#${i})`);
    log.note('mail queue ECONNREFUSED', 'Mail queue: ECONNREFUSED');
    expect(lines).toEqual(['POST /api/inquiries: unavailable (#0)', 'Mail queue: ECONNREFUSED']);

    vi.advanceTimersByTime(10_000);
    expect(lines[2]).toBe('POST /api/inquiries: unavailable (#999) (999 more like it in the last 10 s)');
    expect(lines).toHaveLength(3);
  });

  it('writes the first of a kind in full, and a repeat after the interval as one line again', () => {
    const lines: string[] = [];
    let full = 0;
    const log = new OutageLog({ write: (line) => lines.push(line), intervalMs: 10_000 });
    log.note('500 TypeError', 'GET /x failed: TypeError', () => full++);
    log.note('500 TypeError', 'GET /x failed: TypeError', () => full++);
    expect(full).toBe(1);
    vi.advanceTimersByTime(10_000);
    expect(lines).toEqual(['GET /x failed: TypeError (1 more like it in the last 10 s)']);
  });

  it('writes a kind again at once when the clock was set back, rather than staying silent until it catches up', () => {
    const lines: string[] = [];
    const log = new OutageLog({ write: (line) => lines.push(line), intervalMs: 10_000 });
    vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
    log.note('export 57P01', 'GET /api/admin/inquiries/export: the download was cut (first)');
    vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
    log.note('export 57P01', 'GET /api/admin/inquiries/export: the download was cut (second)');
    expect(lines).toEqual(['GET /api/admin/inquiries/export: the download was cut (first)', 'GET /api/admin/inquiries/export: the download was cut (second)']);
  });

  it('groups failures that differ only in ids, addresses and ports', () => {
    expect(failureKind(new Error('connect refused 127.0.0.1:5432 (Queue: mail, Worker: 1b6f…)'))).toBe(failureKind(new Error('connect refused 10.0.0.2:6543')));
    expect(failureKind(Object.assign(new Error('x'), { code: '57P01' }))).toBe('57P01');
  });
});
