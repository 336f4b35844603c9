/**
 * `npm start`: builds the site if the build is missing or older than its sources, then serves the
 * built site, with the built-in presence service (so that the footer counts every browser that
 * reaches this server), and prints its URL. Honours PORT (default 4173) and HOST (default
 * localhost; HOST=0.0.0.0 lets a classroom's machines reach it).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serveSite } from './lib/serve.ts';

const root = process.cwd();
const built = join(root, 'dist', 'index.html');

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const sources = [
  'src',
  'curriculum',
  'public',
  'scripts',
  'index.html',
  'vite.config.ts',
  'package.json',
].map((p) => newest(join(root, p)));
if (!existsSync(built) || Math.max(...sources) > statSync(built).mtimeMs) {
  console.log('Building the site…');
  // The full build (client, server render, one HTML file per page), exactly what a host would serve.
  const result = spawnSync('npx', ['tsx', 'scripts/build.ts'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const port = Number(process.env.PORT ?? 4173);
const server = await serveSite({ port, strictPort: true, host: process.env.HOST ?? 'localhost' });
server.printUrls();

// Close the server on Ctrl+C or a supervisor's SIGTERM, so the port is free the moment we exit.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}
