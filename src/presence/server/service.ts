import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { SERVICE_FILE, SERVICE_PATH } from '../constants.ts';
import { LiveTabs, type Refusal } from './live.ts';

/** The largest request body read: a session id and a date are a few dozen bytes. */
const MAX_BODY_BYTES = 1024;
/** How often tabs that vanished without leaving are looked for: pg_cron's tick on Supabase. */
const PRUNE_EVERY_MS = 2_000;

type Next = (error?: unknown) => void;

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  // Every answer is about now: never from a cache (nor a service worker's).
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

const refuse = (res: ServerResponse, { status, code, message }: Refusal) =>
  send(res, status, { code, message });

/** A body longer than a presence call ever sends. */
const TOO_LONG = Symbol('too long');

/** The request's JSON body; undefined when it is missing or not JSON; TOO_LONG past the limit. */
function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
      if (text.length <= MAX_BODY_BYTES) return;
      // Read no further (what is left is drained unread), and answer at once.
      req.removeAllListeners('data');
      req.resume();
      resolve(TOO_LONG);
    });
    req.on('end', () => {
      try {
        resolve(JSON.parse(text) as unknown);
      } catch {
        resolve(undefined);
      }
    });
    req.on('error', () => resolve(undefined));
  });
}

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
};

export interface PresenceService {
  /** Connect middleware: answers presence.json and the service's paths, passes everything else on. */
  handle: (req: IncomingMessage, res: ServerResponse, next: Next) => void;
  /** Serves the live count's WebSocket on `server`. */
  attach(server: Server): void;
  /** Stops the pruning timer and closes every socket. */
  close(): void;
  readonly tabs: LiveTabs;
}

/**
 * The built-in presence service of `npm start`: the same calls the site makes to Supabase, on the
 * site's own server, with the tabs kept in memory (LiveTabs) and the count sent to every open tab
 * over a WebSocket the moment it changes. There is no quota to keep here, so no change window;
 * the grace window, the ownership of rows and the cap are the database's. `base` is the site's
 * base path ('/' or '/learn-c/').
 */
export function createPresenceService(base: string, tabs: LiveTabs = new LiveTabs()): PresenceService {
  const root = base.endsWith('/') ? base : `${base}/`;
  const service = `${root}${SERVICE_PATH}/`;
  const sockets = new WebSocketServer({ noServer: true });
  const broadcast = tabs.subscribe((count) => {
    const text = JSON.stringify(count);
    for (const socket of sockets.clients) socket.send(text);
  });
  const timer = setInterval(() => tabs.prune(), PRUNE_EVERY_MS);
  timer.unref();

  const route = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const secret = header(req, 'x-visitor-secret');
    const row = /^visitors\/([^/]+)$/.exec(path);
    const id = row ? decodeURIComponent(row[1]!) : undefined;
    if (req.method === 'POST' && path === 'visitors') {
      const body = await readBody(req);
      if (body === TOO_LONG)
        return send(res, 413, { code: 'too_long', message: 'A presence call is a few bytes.' });
      const sessionId =
        typeof body === 'object' && body !== null && 'session_id' in body ? body.session_id : undefined;
      const refused = tabs.register(sessionId, secret, req.socket.remoteAddress ?? '');
      return refused ? refuse(res, refused) : send(res, 201, {});
    }
    if (req.method === 'GET' && path === 'count') return send(res, 200, { count: tabs.count() });
    if (req.method === 'PATCH' && id !== undefined)
      return send(res, 200, { count: tabs.refresh(id, secret) });
    if (req.method === 'DELETE' && id !== undefined) return send(res, 200, { count: tabs.leave(id, secret) });
    send(res, 404, { code: 'not_found', message: 'No such presence call.' });
  };

  return {
    tabs,
    handle: (req, res, next) => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (path === `${root}${SERVICE_FILE}`) return send(res, 200, { service });
      if (!path.startsWith(service)) return next();
      route(req, res, path.slice(service.length)).catch(next);
    },
    attach(server) {
      server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
        if (new URL(req.url ?? '/', 'http://localhost').pathname !== `${service}live`) {
          // Another path is another listener's to take; with none, refuse it rather than leave it open.
          if (server.listenerCount('upgrade') === 1) socket.destroy();
          return;
        }
        sockets.handleUpgrade(req, socket, head, (ws) => {
          ws.on('error', () => ws.terminate());
          ws.send(JSON.stringify(tabs.current()));
        });
      });
    },
    close() {
      clearInterval(timer);
      broadcast();
      for (const socket of sockets.clients) socket.terminate();
      sockets.close();
    },
  };
}
