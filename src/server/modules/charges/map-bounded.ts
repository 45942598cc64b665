/**
 * Calls `fn` on every item with at most `limit` calls in flight, and answers each outcome in the
 * items' order: one call's error is its own outcome and does not stop the others.
 */
export async function mapBounded<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<({ value: R } | { error: unknown })[]> {
  const outcomes: ({ value: R } | { error: unknown })[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const k = next++;
      try {
        outcomes[k] = { value: await fn(items[k]!) };
      } catch (error) {
        outcomes[k] = { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return outcomes;
}
