import type { Executor } from '../../db/executor';
import { healthRepository } from './health.repository';

/** A database slower than this to answer `select 1` is treated as unreachable: probes must answer quickly. */
export const DATABASE_CHECK_TIMEOUT_MS = 2000;

export type Readiness = { ready: true } | { ready: false; reason: 'draining' | 'database_unreachable' };

/**
 * Whether this instance should be sent traffic. Liveness needs nothing (the process answers);
 * readiness needs the database and an instance that is not shutting down, so a load balancer stops
 * sending requests to one that cannot serve them, without restarting it.
 */
export function createHealthService(deps: { db: Executor; timeoutMs?: number }) {
  let draining = false;

  async function databaseAnswers(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), deps.timeoutMs ?? DATABASE_CHECK_TIMEOUT_MS);
    });
    try {
      return await Promise.race([healthRepository.ping(deps.db).then(() => true, () => false), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /** From now on readiness answers "draining": the instance is shutting down. */
    drain() {
      draining = true;
    },
    get draining() {
      return draining;
    },
    async readiness(): Promise<Readiness> {
      if (draining) return { ready: false, reason: 'draining' };
      if (!(await databaseAnswers())) return { ready: false, reason: 'database_unreachable' };
      return { ready: true };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
