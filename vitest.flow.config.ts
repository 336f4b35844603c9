import { defineConfig } from 'vitest/config';

// The new-lesson flow (tests/flow): an editor's whole path on a copy of the project. Slow by nature
// (it builds the site and compiles C), so it runs as a suite of its own in npm test.
export default defineConfig({
  test: {
    include: ['tests/flow/**/*.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
