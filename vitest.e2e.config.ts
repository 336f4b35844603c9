import { defineConfig } from 'vitest/config';

/**
 * `npm test` runs the browser tests as parts side by side over one build (scripts/test.ts):
 * E2E_PART picks one part's files. Without it (`npm run test:e2e`) every file runs, after a build.
 * Part `two` holds the heaviest files (about 40% of the time: it starts once the unit tests end);
 * part `start` runs `npm start`, which rebuilds dist/, so it runs when nothing else serves it.
 * Part `one` is every other file, so a new file always runs.
 */
export const E2E_PARTS: Record<'two' | 'start', string[]> = {
  two: ['theme', 'practice', 'runner', 'offline', 'terminal', 'webkit'],
  start: ['start'],
};

const files = (names: string[]) => names.map((n) => `tests/e2e/${n}.e2e.ts`);
const part = process.env.E2E_PART;
if (part !== undefined && part !== 'one' && !(part in E2E_PARTS))
  throw new Error(`E2E_PART=${part}: the parts are one, ${Object.keys(E2E_PARTS).join(', ')}`);

// End-to-end tests: a real Chromium (and Firefox and WebKit) against the built site, served the way `npm start` serves it.
export default defineConfig({
  test: {
    include: part === 'two' || part === 'start' ? files(E2E_PARTS[part]) : ['tests/e2e/**/*.e2e.ts'],
    exclude: part === 'one' ? Object.values(E2E_PARTS).flatMap(files) : [],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // A poll waits for a state (a page hydrated, a heading in place): on a busy machine (load 15 and
    // more) that takes seconds, far past expect.poll's default of 1 s. Still well inside testTimeout.
    expect: { poll: { timeout: 30_000 } },
    fileParallelism: false,
  },
});
