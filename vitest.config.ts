import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vitest/config'
import babel from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import { generate } from './scripts/generate.mjs'
import { SlowFirstSequencer } from './tests/support/slow-first.mjs'

generate()

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
  '@commands': fileURLToPath(new URL('./commands', import.meta.url)),
}

/**
 * Three projects: unit (pure code, commands, shared, client libs), integration (the real server on
 * PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set), e2e (the built app in real Chromium).
 */
export default defineConfig({
  plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
  resolve: { alias },
  test: {
    // The minutes-long files start first (tests/support/slow-first.ts).
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
          // Far from India on purpose: a day or a time read in the machine's zone instead of India's fails here.
          env: { TZ: 'America/Los_Angeles' },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // Generous: a slow or busy machine must not turn into failures (speed is measured by the benchmarks).
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Two cores: two files at a time.
          maxWorkers: 2,
          // A worker imports the server once for all its files, instead of once per file (about 13 s a file on a
          // busy machine, most of the phase's time before issue 36). Every file opens its own database and app.
          isolate: false,
          sequence: { groupOrder: 1 },
          // The migrated and seeded database every harness copies, made once per run (support/global-setup.ts).
          globalSetup: ['tests/integration/support/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Two files at a time, each worker on its own shared server (support/global-setup.ts: each file resets its data,
          // POST /api/dev/reset) in the run's one Chromium; files that need configuration of their own (webhook secrets,
          // session lengths, a data directory) start their own server. A file alone uses about a third of the two cores
          // (it mostly waits on the page), so two at a time took 121 s where one at a time took 169 s (eight files,
          // 2026-12-04). E2E_WORKERS=1: one at a time.
          ...(process.env.E2E_WORKERS === '1' ? { fileParallelism: false } : { maxWorkers: 2 }),
          // A step that waits on the browser (focus moving after a close animation) gets 5 s on a busy machine, not 1.
          expect: { poll: { timeout: 5_000 } },
          sequence: { groupOrder: 2 },
          // The servers start from one migrated in-memory database instead of migrating their own.
          globalSetup: ['tests/e2e/support/global-setup.ts'],
        },
      },
    ],
  },
})
