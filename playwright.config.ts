import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Chosen once in the runner; workers inherit them through the environment.
process.env.E2E_PORT ??= String(4100 + Math.floor(Math.random() * 800));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const desktop = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Toasts then appear and leave at once: a toast fading out while axe measures it is half transparent,
    // which axe reports as poor contrast. What is checked at rest is the same with or without motion.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    },
  },
  // One server and database for the whole run: specs that need a brand-new community run first, and
  // *.last.spec.ts files (paying out the queue, changing the goal) run after all others, and
  // *.final.spec.ts (switching the community to Phase 2) after those, so none disturbs another.
  projects: [
    { name: 'empty-state', testMatch: /empty-state\.spec\.ts$/, use: desktop },
    { name: 'chromium', testIgnore: [/empty-state\.spec\.ts$/, /\.(last|final)\.spec\.ts$/], dependencies: ['empty-state'], use: desktop },
    { name: 'last', testMatch: /\.last\.spec\.ts$/, dependencies: ['chromium'], use: desktop },
    { name: 'final', testMatch: /\.final\.spec\.ts$/, dependencies: ['last'], use: desktop },
  ],
  webServer: {
    // The server as it ships: compiled by npm run build (test:e2e runs it first), started by node.
    command: 'node dist/server/main.js',
    // The server's warnings and errors appear in the run's output: a 500 in CI can then be explained.
    stdout: 'pipe',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // The specs share one server: a job (the billing day) runs only when a spec asks for it.
      JOB_QUEUE: 'manual',
      RATE_LIMIT_SIGNUP: '1000/3600',
      RATE_LIMIT_LOGIN: '1000/900',
      RATE_LIMIT_EMAIL: '1000/3600',
      RATE_LIMIT_LOGIN_ACCOUNT: '1000/3600',
      RATE_LIMIT_LOGIN_ADDRESS: '1000/3600',
      RATE_LIMIT_PASSWORD_RESET: '1000/3600',
      RATE_LIMIT_PASSWORD_CHECK: '1000/3600',
      RATE_LIMIT_TWO_STEP: '1000/900',
      RATE_LIMIT_CONTACT: '1000/3600',
      SUPPORT_EMAIL: 'support@community.example',
      SUPPORT_PHONE: '+1 (410) 555-0142',
      SUPPORT_CHAT_URL: 'https://chat.community.example/join',
      WEBSITE_URL: 'https://community.example',
    },
  },
});
