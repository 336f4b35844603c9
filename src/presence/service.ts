import type { Counted, PresenceClient, Result, RowListener } from './client.ts';
import { RESYNC_JITTER_MS } from './constants.ts';
import { randomSecret } from './secret.ts';

/** An answer that was not a success: the service's own `{ code, message }`, or the HTTP status. */
async function failure(answer: Response): Promise<unknown> {
  try {
    return (await answer.json()) as unknown;
  } catch {
    return { message: `${answer.status} ${answer.statusText}` };
  }
}

/**
 * The built-in presence service of `npm start` (src/presence/server/), behind the same interface as
 * Supabase, so the same controller registers, counts, beats and leaves. Requests carry the tab's
 * secret, which proves it owns its row, and use `keepalive` so that the leave on `pagehide` still
 * arrives. The live count comes over a WebSocket: unlike a stream of server-sent events, it does not
 * hold one of the six connections a browser opens to a server, which a seventh tab would wait for.
 */
export function createServiceClient(path: string, secret: string = randomSecret()): PresenceClient {
  const base = path.endsWith('/') ? path : `${path}/`;
  const call = async (method: string, route: string, body?: object): Promise<Counted> => {
    try {
      const answer = await fetch(new URL(base + route, location.href), {
        method,
        keepalive: true,
        headers: { 'x-visitor-secret': secret, ...(body && { 'content-type': 'application/json' }) },
        ...(body && { body: JSON.stringify(body) }),
      });
      if (!answer.ok) return { error: await failure(answer), count: null };
      const { count } = (await answer.json()) as { count?: unknown };
      return { error: null, count: typeof count === 'number' ? count : null };
    } catch (error) {
      return { error, count: null };
    }
  };
  const row = (id: string) => `visitors/${encodeURIComponent(id)}`;
  const result = async (pending: Promise<Counted>): Promise<Result> => ({ error: (await pending).error });

  return {
    from: () => ({
      upsert: (values) => result(call('POST', 'visitors', values)),
      select: () => call('GET', 'count'),
      update: () => ({ eq: (_column, id) => call('PATCH', row(id)) }),
      delete: () => ({ eq: (_column, id) => result(call('DELETE', row(id))) }),
    }),
    subscribe(_table, listener: RowListener) {
      let socket: WebSocket | undefined;
      let retry: ReturnType<typeof setTimeout> | undefined;
      let stopped = false;
      const connect = () => {
        const url = new URL(`${base}live`, location.href);
        url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
        socket = new WebSocket(url);
        socket.onopen = () => listener.onStatus(true);
        socket.onmessage = (event: MessageEvent<unknown>) => {
          try {
            listener.onRow(JSON.parse(String(event.data)));
          } catch {
            // not a count: ignored, as the controller ignores any row that is not one
          }
        };
        // An error is always followed by a close, which decides what to do.
        socket.onerror = () => undefined;
        socket.onclose = () => {
          listener.onStatus(false);
          // The server restarted, or the network dropped: try again a little later, spread out.
          if (!stopped) retry = setTimeout(connect, RESYNC_JITTER_MS * (1 + Math.random()));
        };
      };
      connect();
      return () => {
        stopped = true;
        clearTimeout(retry);
        if (!socket) return;
        socket.onclose = null;
        socket.onmessage = null;
        // Closed once open: closing a socket still connecting makes the browser log an error.
        if (socket.readyState === WebSocket.CONNECTING) socket.onopen = () => socket?.close();
        else socket.close();
      };
    },
  };
}
