import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Unit and component tests. Component tests opt into jsdom with a `@vitest-environment jsdom` comment.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      environment: 'node',
      typecheck: {
        enabled: true,
        include: ['tests/**/*.test-d.ts', 'src/**/*.test-d.ts'],
        tsconfig: './tsconfig.json',
      },
    },
  }),
);
