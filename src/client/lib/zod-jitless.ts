// Zod probes `new Function` when an object schema is created, which the strict CSP reports as a
// violation. Zod keeps its settings (z.config) on this global so that every copy of it shares them;
// setting it here, before any schema module loads, keeps zod itself out of the first download.
// zod-jitless.test.ts checks that zod still reads it.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
