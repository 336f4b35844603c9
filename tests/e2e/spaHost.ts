import { readFile, stat } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.gz': 'application/gzip',
};

/** A host started by `spaHost`, with the switches a test turns. */
export interface SpaHost {
  /** `http://127.0.0.1:port`, without a trailing slash. */
  url: string;
  /** Files (paths within dist/, such as `assets/x.js`) answered as missing: with index.html. */
  hidden: Set<string>;
  /** Files answered with other bytes than dist/ has (a deploy), leaving dist/ alone: other tests serve it too. */
  replaced: Map<string, string>;
  /** While true, every request is cut off, as with no network. */
  offline: boolean;
  close(): Promise<void>;
}

/**
 * The built site as many static hosts serve it: clean URLs (`/unit1/basics` is unit1/basics.html),
 * and for any file it does not have, index.html with status 200 (a single-page-app fallback), the
 * answer that must not end up in a cache under a script's address. A test can hide files, as after a
 * rollback to a build without them, give a file new bytes, as a deploy does, and cut the network.
 */
export async function spaHost(dir = 'dist'): Promise<SpaHost> {
  const sockets = new Set<Socket>();
  const answer = async (path: string, response: ServerResponse) => {
    const file = join(dir, path);
    const body = host.replaced.get(path) ?? (await readFile(file));
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(body);
  };
  const exists = (path: string) =>
    stat(join(dir, path)).then(
      (s) => s.isFile(),
      () => false,
    );
  const server = createServer((request, response) => {
    if (host.offline) return request.socket.destroy();
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).slice(1);
    void (async () => {
      for (const candidate of [path, `${path}.html`, join(path, 'index.html')])
        if (
          candidate &&
          !host.hidden.has(candidate) &&
          (host.replaced.has(candidate) || (await exists(candidate)))
        )
          return answer(candidate, response);
      return answer('index.html', response);
    })().catch(() => response.writeHead(500).end());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const host: SpaHost = {
    url: `http://127.0.0.1:${port}`,
    hidden: new Set(),
    replaced: new Map(),
    offline: false,
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
  return host;
}
