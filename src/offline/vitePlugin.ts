import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { keepInPrecache, precachedScripts, type ManifestChunk } from './precache.ts';

/**
 * The service worker (src/offline/sw.ts), built by vite-plugin-pwa after the client build has
 * been written, prerendered pages included (scripts/build.ts prerenders before the bundle
 * closes), with the precache list chosen by src/offline/precache.ts. Registered by the page
 * itself (src/offline/register.ts), so the plugin injects nothing into the HTML.
 */
export function offlinePlugin(): Plugin[] {
  let outDir = 'dist';
  const findOutDir: Plugin = {
    name: 'offline-out-dir',
    apply: 'build',
    // The precache list is chosen from Vite's manifest: every client build writes one.
    config: (config) => (config.build?.ssr ? undefined : { build: { manifest: true } }),
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
  };
  const pwa = VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/offline',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      // A classic script: every browser with service workers runs it (module workers are newer).
      rollupFormat: 'iife',
      globPatterns: ['**/*.{html,js,css,json,svg}'],
      globIgnores: ['.vite/**', 'sw.js'],
      manifestTransforms: [
        (entries) => {
          const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
            string,
            ManifestChunk
          >;
          const scripts = precachedScripts(manifest);
          return { manifest: entries.filter((e) => keepInPrecache(e.url, scripts)), warnings: [] };
        },
      ],
    },
  });
  return [findOutDir, ...pwa];
}
