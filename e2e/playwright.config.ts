import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { ADMIN_PASSWORD } from './support/admin'

// The config is evaluated again in each worker: compute the port and data folder once, in the
// runner, and hand them to workers through the environment they inherit.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim()
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'nr-e2e-'))
}
const port = Number(process.env.E2E_PORT)
const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: 'tests',
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The production build, on a free port, with a fresh embedded database and local outbox.
    command: 'node ../apps/api/dist/server.js',
    url: `${baseURL}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      // A staging-like production build: the TEST MODE checkout and the demo content are
      // opted into explicitly (both are off by default in production).
      PAYMENT_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      SEED_DEMO: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR!,
      DATABASE_URL: '',
      SMTP_URL: '',
      DEV_OUTBOX_PAGE: 'false',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      LOG_LEVEL: 'warn',
      // Timed tests end after 20 s here so e2e can reach "Time's up!" (the product default is 3600).
      TIMED_TEST_SECONDS: '20',
      // Lets tests log in as admin@nurseready.local (e.g. to reply in support chat).
      ADMIN_PASSWORD,
      // A copy of the web build to serve instead of apps/web/dist (a build running elsewhere in
      // the same checkout replaces apps/web/dist's files under a running suite).
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
})
