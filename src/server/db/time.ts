/** Timestamps are UTC ISO-8601 text in every table. */
export const nowIso = (): string => new Date().toISOString();

export const isoAfter = (ms: number, from: Date = new Date()): string => new Date(from.getTime() + ms).toISOString();

export const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);
