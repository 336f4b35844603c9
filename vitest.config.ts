import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { siteConfig } from './vite.config.ts';

/**
 * Unit and component tests (tests/unit) and the checks of the real curriculum (tests/content).
 * Components read `virtual:curriculum`, which here serves the small fixture course in
 * tests/fixtures/course: a test of code never depends on today's lessons. Component tests opt into
 * jsdom with a `@vitest-environment jsdom` comment.
 */
export const FIXTURE_COURSE = fileURLToPath(new URL('./tests/fixtures/course/', import.meta.url));

export default mergeConfig(
  siteConfig(FIXTURE_COURSE),
  defineConfig({
    test: {
      include: [
        'tests/unit/**/*.test.{ts,tsx}',
        'tests/content/**/*.test.{ts,tsx}',
        'src/**/*.test.{ts,tsx}',
        'scripts/**/*.test.ts',
      ],
      environment: 'node',
      // Time limits only catch a hang: no test asserts on speed. The machine is shared and busy,
      // and tests that start tsx, gcc or Postgres can take many seconds there.
      testTimeout: 60_000,
      hookTimeout: 60_000,
      typecheck: {
        enabled: true,
        include: ['tests/**/*.test-d.ts', 'src/**/*.test-d.ts'],
        tsconfig: './tsconfig.json',
      },
    },
  }),
);
