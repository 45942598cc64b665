import { useEffect, useSyncExternalStore } from 'react';
import { ApiError } from './api';

type Status = 'idle' | 'loading' | 'done' | 'error';

/**
 * One piece of data the public pages read (the session, the counter's figures, the contact details),
 * kept outside TanStack Query so that a first visit does not download it. Screens that load the query
 * client share the same entries under the same keys (see app/query-client).
 */
export class SharedEntry<T> {
  private value: T | undefined;
  private version = 0;
  private state: Status = 'idle';
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly key: readonly string[],
    readonly fetch: () => Promise<T>,
  ) {}

  readonly get = (): T | undefined => this.value;

  readonly status = (): Status => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(value: T | undefined): void {
    if (value === this.value) return;
    this.value = value;
    this.version += 1;
    if (value !== undefined) this.state = 'done';
    this.listeners.forEach((listener) => listener());
  }

  /**
   * Asks the server again, retrying twice what may pass (a network hiccup, a 5xx). An answer that
   * arrives after a newer value was set (a sign-in while the request was out) is dropped.
   */
  async refresh(): Promise<void> {
    const version = this.version;
    if (this.value === undefined) this.setState('loading');
    for (let attempt = 0; ; attempt += 1) {
      try {
        const value = await this.fetch();
        if (this.version === version) this.set(value);
        else if (this.state === 'loading') this.setState('done');
        return;
      } catch (err) {
        const final = attempt >= 2 || (err instanceof ApiError && err.status >= 400 && err.status < 500);
        if (final) {
          if (this.version === version && this.value === undefined) this.setState('error');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** attempt));
      }
    }
  }

  /**
   * Fetches once when nothing is known yet and no request is out. Decided after the current batch of
   * effects, so that a component of the same render with a fetch of its own (hold) goes first.
   */
  ensure(): void {
    queueMicrotask(() => {
      if (this.value === undefined && this.state === 'idle') void this.refresh();
    });
  }

  /**
   * Marks a fetch of the caller's own (with a retry policy of its own) as out, so that ensure() leaves
   * it to that fetch; the function returned ends the mark.
   */
  hold(): () => void {
    if (this.state === 'idle') this.setState('loading');
    return () => {
      if (this.state === 'loading' && this.value === undefined) this.state = 'idle';
    };
  }

  /** Forgets the value, as a fresh page would (each component test starts from one). */
  reset(): void {
    this.value = undefined;
    this.version += 1;
    this.state = 'idle';
  }

  private setState(state: Status): void {
    this.state = state;
    this.listeners.forEach((listener) => listener());
  }
}

/** The entry's value, re-rendering when it changes; `load` fetches it when nothing is known yet. */
export function useSharedEntry<T>(entry: SharedEntry<T>, { load = true }: { load?: boolean } = {}): { data: T | undefined; status: Status } {
  const data = useSyncExternalStore(entry.subscribe, entry.get, entry.get);
  const status = useSyncExternalStore(entry.subscribe, entry.status, entry.status);
  useEffect(() => {
    if (load) entry.ensure();
  }, [entry, load]);
  return { data, status };
}
