import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { curriculumPlugin } from './src/vite/curriculumPlugin.ts';
import { cToolchainPlugin } from './src/runner/build/vitePlugin.ts';
import { precompiledProgramsPlugin } from './src/runner/build/precompilePlugin.ts';
import { staticHostPlugin } from './src/vite/staticHostPlugin.ts';
import { offlinePlugin } from './src/offline/vitePlugin.ts';
import { printPlugin } from './src/print/vitePlugin.ts';
import { themePlugin } from './src/vite/themePlugin.ts';

/**
 * The site's build, serving the curriculum found under `curriculumRoot` (the project itself, or a
 * fixture project for the component tests).
 */
export function siteConfig(curriculumRoot = process.cwd()): UserConfig {
  return {
    // SITE_BASE serves the site from a sub-folder, such as /learn-c/.
    base: process.env.SITE_BASE ?? '/',
    plugins: [
      curriculumPlugin(curriculumRoot),
      staticHostPlugin(),
      react({ jsxImportSource: '@emotion/react' }),
      cToolchainPlugin(),
      precompiledProgramsPlugin(curriculumRoot),
      offlinePlugin(),
      themePlugin(),
      printPlugin(),
    ],
    build: { target: 'es2020' },
    // The in-browser C compiler runs in module workers (src/runner/); dev uses `plugins`, builds this.
    worker: { format: 'es', plugins: () => [cToolchainPlugin()] },
    // Imported only by a worker, which the dev server's dependency scan does not see.
    optimizeDeps: { include: ['@bjorn3/browser_wasi_shim'] },
  };
}

export default defineConfig(siteConfig());
