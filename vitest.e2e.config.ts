import { defineConfig } from 'vitest/config';

// End-to-end tests: a real Chromium against the built site, served the way `npm start` serves it.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // A poll waits for a state (a page hydrated, a heading in place): on a busy machine (load 15 and
    // more) that takes seconds, far past expect.poll's default of 1 s. Still well inside testTimeout.
    expect: { poll: { timeout: 30_000 } },
    fileParallelism: false,
  },
});
