import { defineConfig } from 'vitest/config';

// End-to-end tests: a real Chromium against the built site, served the way `npm start` serves it.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
