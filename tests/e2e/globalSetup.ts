import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import type { PreviewServer } from 'vite';
import { serveSite } from '../../scripts/lib/serve.ts';

let server: PreviewServer | undefined;

/**
 * Builds (and prerenders) the site once (unless E2E_BUILT=1 says npm test has) and serves `dist/` for every end-to-end test file, as
 * `npm start` does: with its built-in presence service.
 */
export default async function setup(project: TestProject) {
  // npm test builds once (its `build` suite) for all the parts it runs side by side.
  if (process.env.E2E_BUILT !== '1') {
    const build = spawnSync('npx', ['tsx', 'scripts/build.ts', '--quiet'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the build failed');
  } else if (!existsSync('dist/index.html')) throw new Error('E2E_BUILT=1, but there is no dist/index.html');
  server = await serveSite({ logLevel: 'warn' });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('the preview server did not report its URL');
  project.provide('baseUrl', url.replace(/\/$/, ''));
  return async () => {
    await server?.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
