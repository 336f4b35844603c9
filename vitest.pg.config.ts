import { defineConfig } from 'vitest/config';

// The presence schema on a real PostgreSQL: one throwaway cluster for the run, a fresh database per file.
export default defineConfig({
  test: {
    include: ['tests/pg/**/*.pg.test.ts'],
    globalSetup: ['tests/pg/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One server on a shared 2-core machine: files take turns rather than compete.
    fileParallelism: false,
  },
});
