import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default leaves one core to its own process, which after the first files mostly waits:
    // on a 2-core machine that ran one test file at a time, with the second core idle.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.ts'],
          environment: 'node',
          // A timeout is a hang detector, not a speed check: the source scans take seconds on a busy 2-core machine.
          testTimeout: 30_000,
        },
      },
      {
        // What the pieces under test need to compile (JSX, catalogs), none of the build's output plugins.
        plugins: [react(), lingui({ configPath: path.resolve(import.meta.dirname, 'lingui.config.ts') })],
        test: {
          name: 'component',
          include: ['src/client/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['test/support/component-setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/global-setup.ts'],
          // Hang detectors, sized for a busy 2-core machine: an admin test signs several people up with a
          // deliberately slow password hash, which took over 30 s when the machine was loaded.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          pool: 'forks',
          // A test file's process is kept for the next file, with the modules it loaded: importing the
          // server again for each file was a large share of the suite. Each file still builds its own
          // apps on databases of their own, and the server's module-level state (the metrics) is meant
          // to be shared by several apps in one process.
          isolate: false,
        },
      },
    ],
  },
});
