import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Three projects: the unit tests beside the code (src/), the suites that start servers, databases
// and other processes (tests/), both in Node; the web components in jsdom. Browser journeys are
// Playwright's (tests/e2e, `npm run test:e2e`), not Vitest's.
//
// The unit and web projects share one module graph per worker (`isolate: false`): a file there
// imports the checks' word lists or React once per worker instead of once per file, which halves
// those projects' time (src 47 -> 23 s, web 38 -> 7 s, measured); their files keep no state between
// them. tests/ keeps a fresh graph per file: its suites start servers and change process-wide
// settings.
export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one, which is a single worker on the 2-core CI
    // machine. Most of the slow files wait on other processes (LibreOffice, pandoc, a server,
    // PostgreSQL), so two files at a time halve the wall time there (14.3 → 8.0 min, measured idle).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          isolate: false,
          testTimeout: 15_000,
        },
      },
    ],
  },
});
