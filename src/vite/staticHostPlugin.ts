import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Makes `vite preview` (and so `npm start` and the browser tests) serve the build the way a static
 * host does: `/unit1/basics` from unit1/basics.html, and 404.html with status 404 for unknown paths,
 * instead of the single-page fallback to index.html.
 */
export function staticHostPlugin(): Plugin {
  return {
    name: 'static-host',
    configurePreviewServer(server) {
      const root = server.config.build.outDir;
      const base = server.config.base.replace(/\/$/, '');
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        let path = decodeURIComponent(url.pathname);
        if (base && path.startsWith(base)) path = path.slice(base.length) || '/';
        const file = join(root, path);
        if (existsSync(file) && statSync(file).isFile()) return next();
        if (path === '/' || existsSync(join(file, 'index.html'))) return next();
        const page = `${file.replace(/\/$/, '')}.html`;
        if (existsSync(page)) {
          req.url = `${base}${path.replace(/\/$/, '')}.html${url.search}`;
          return next();
        }
        const notFound = join(root, '404.html');
        if (!existsSync(notFound)) return next();
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(readFileSync(notFound));
      });
    },
  };
}
