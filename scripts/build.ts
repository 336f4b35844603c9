/**
 * `npm run build`: a server build of the React components, then the client build, which writes
 * one prerendered HTML file per route (plus 404.html, sitemap.xml and robots.txt) as soon as its
 * own files are written, so every page is readable before any JavaScript runs, and so the service
 * worker built when the bundle closes (src/offline/vitePlugin.ts) precaches every page.
 * Options: --outDir <dir>. Environment: SITE_URL (absolute address of the site, for canonical links,
 * og:url and the sitemap, which are left out without it), SITE_BASE (sub-folder, default /).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import {
  htmlFileFor,
  lessonChunks,
  NO_SITE_URL,
  pageHtml,
  robotsTxt,
  sitemapXml,
  siteAddress,
} from './prerender/page.ts';

// A build is always a production build, even when a test runner (which sets NODE_ENV=test) starts it:
// otherwise React's development build is bundled and every size and speed figure is wrong.
process.env.NODE_ENV = 'production';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const outDir = resolve(arg('--outDir') ?? 'dist');
const quiet = process.argv.includes('--quiet');
const logLevel = quiet ? 'warn' : 'info';

type Server = typeof import('../src/entry-server.tsx');

/** Writes the pages once the client build's files (index.html, the manifest) are on disk. */
function prerender(server: Server): Plugin {
  return {
    name: 'prerender',
    apply: 'build',
    writeBundle: {
      sequential: true,
      async handler() {
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const chunks = lessonChunks(outDir);
        const address = siteAddress();
        for (const path of [...server.prerenderPaths, server.NOT_FOUND_PATH]) {
          const page = await server.render(path);
          const file = join(outDir, htmlFileFor(path));
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, pageHtml(template, page, { address, preload: chunks.get(path) }));
        }
        const sitemap = sitemapXml(address, server.prerenderPaths);
        if (sitemap) writeFileSync(join(outDir, 'sitemap.xml'), sitemap);
        writeFileSync(join(outDir, 'robots.txt'), robotsTxt(address));
        console.log(
          `Prerendered ${server.prerenderPaths.length} pages and 404.html for ${address.origin ?? ''}${address.base}`,
        );
        // A warning, not a failure: `npm start` and the tests build without SITE_URL, and a site
        // without canonical links is only less well described, never wrongly.
        if (!address.origin) console.warn(NO_SITE_URL);
      },
    },
  };
}

// Inside the project, so the server bundle resolves its dependencies from node_modules.
mkdirSync('node_modules/.cache', { recursive: true });
const ssrDir = mkdtempSync(resolve('node_modules/.cache/learn-c-ssr-'));
try {
  await build({
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      copyPublicDir: false,
      rollupOptions: { output: { format: 'esm' } },
    },
  });
  const server = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as Server;
  await build({
    logLevel,
    build: { outDir, emptyOutDir: true, manifest: true },
    plugins: [prerender(server)],
  });
} finally {
  rmSync(ssrDir, { recursive: true, force: true });
}
