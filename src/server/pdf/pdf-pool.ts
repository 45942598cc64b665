import { Piscina } from 'piscina';
import { workerModule } from '../workers/worker-module';
import type { PdfTask } from './pdf-worker';

/** A thread that drew nothing for ten minutes is let go; the next PDF starts one again. */
const IDLE_TIMEOUT_MS = 10 * 60 * 1000;
/** Below the main thread, as the hashing threads are, so requests keep the CPU they need. */
const NICE_INCREMENT = 10;

export interface PdfWork {
  draw(task: PdfTask): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** Draws PDFs on one worker thread (piscina), one at a time, the others waiting their turn. */
export function createPdfPool(): PdfWork {
  const pool = new Piscina({
    ...workerModule(import.meta.url, 'pdf-worker'),
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: IDLE_TIMEOUT_MS,
    niceIncrement: NICE_INCREMENT,
  });
  return {
    draw: async (task) => (await pool.run(task)) as Uint8Array,
    close: () => pool.destroy(),
  };
}
