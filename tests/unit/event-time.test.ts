import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventTime } from '#database/repositories/event-time.ts';

afterEach(() => vi.useRealTimers());

describe('the time of a timeline event', () => {
  it('never repeats within one process, even within one millisecond', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T10:00:00Z') });
    const times = [eventTime(), eventTime(), eventTime()].map((t) => t.getTime());
    expect(new Set(times).size).toBe(3);
    expect(times).toEqual([...times].sort());
  });

  it('follows a clock set back by more than a second instead of keeping the future time', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T12:00:00Z') });
    eventTime();
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
    expect(eventTime().toISOString()).toBe('2026-11-26T10:00:00.000Z');
  });
});
