/**
 * The rows of one query handed from the side that reads them (a socket, a worker thread) to the one
 * consumer that uses them, as they arrive. It holds at most what the query returns, so a caller that
 * streams bounds its query with a LIMIT.
 */
export class RowQueue<R> {
  #rows: R[] = [];
  #ended = false;
  #failure: { error: unknown } | undefined;
  #wake: (() => void) | undefined;

  push(...rows: R[]): void {
    this.#rows.push(...rows);
    this.#wakeReader();
  }

  end(): void {
    this.#ended = true;
    this.#wakeReader();
  }

  fail(error: unknown): void {
    this.#failure ??= { error };
    this.#wakeReader();
  }

  /** Every row queued so far, after waiting for one if none is; an empty array once the query has ended. */
  async take(): Promise<R[]> {
    while (this.#rows.length === 0 && !this.#ended && !this.#failure) await new Promise<void>((resolve) => (this.#wake = resolve));
    if (this.#failure) throw this.#failure.error;
    const rows = this.#rows;
    this.#rows = [];
    return rows;
  }

  #wakeReader() {
    const wake = this.#wake;
    this.#wake = undefined;
    wake?.();
  }
}
