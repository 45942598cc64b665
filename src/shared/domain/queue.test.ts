import { describe, expect, it } from 'vitest';
import { applicationStatus, compareQueueEntries, type QueueEntry } from './queue';

const entry = (id: string, subscribed_at: string, move_down = false, applied_at = '2026-05-01'): QueueEntry => ({ id, move_down, subscribed_at, applied_at });

describe('queue order', () => {
  it('serves by subscription date, and those who asked to move down last', () => {
    const queue = [
      entry('late', '2026-03-01'),
      entry('early-but-moved', '2026-01-01', true),
      entry('early', '2026-01-15'),
      entry('middle', '2026-02-01'),
    ].sort(compareQueueEntries);
    expect(queue.map((e) => e.id)).toEqual(['early', 'middle', 'late', 'early-but-moved']);
  });

  it('breaks ties by application date and then id', () => {
    const queue = [entry('b', '2026-01-01', false, '2026-02-01'), entry('c', '2026-01-01', false, '2026-01-01'), entry('a', '2026-01-01', false, '2026-02-01')].sort(compareQueueEntries);
    expect(queue.map((e) => e.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('application status', () => {
  it('reads approved, rejected and under review from the record', () => {
    expect(applicationStatus({ approved: true, reviewed: true })).toBe('approved');
    expect(applicationStatus({ approved: false, reviewed: true })).toBe('rejected');
    expect(applicationStatus({ approved: false, reviewed: false })).toBe('under_review');
  });
});
