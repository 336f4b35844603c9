import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * A stand-in for Supabase's data API on localhost: records every request and answers the way
 * PostgREST does (the exact count in Content-Range). `down` makes it fail like a broken backend.
 */
export async function startFakeSupabase(options: { count: number; down?: boolean }) {
  const requests: Recorded[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Headers', '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PATCH, DELETE, OPTIONS');
      res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
      if (req.method === 'OPTIONS') return void res.writeHead(204).end();
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      if (options.down)
        return void res.writeHead(503, { 'Content-Type': 'application/json' }).end('{"message":"down"}');
      if (req.method === 'HEAD')
        return void res.writeHead(200, { 'Content-Range': `*/${options.count}` }).end();
      res.writeHead(req.method === 'POST' ? 201 : 204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
