import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Two projects: the server, engine and checks run in Node; the web components run in jsdom.
// Browser journeys are Playwright's (tests/e2e, `npm run test:e2e`), not Vitest's.
export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one, which is a single worker on the 2-core CI
    // machine. Most of the slow files wait on other processes (LibreOffice, pandoc, a server,
    // PostgreSQL), so two files at a time halve the wall time there (14.3 → 8.0 min, measured idle).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
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
          testTimeout: 15_000,
        },
      },
    ],
  },
});
