import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { startPresence } from '../../../src/presence/controller.ts';
import { LiveTabs } from '../../../src/presence/server/live.ts';
import { createPresenceService, type PresenceService } from '../../../src/presence/server/service.ts';
import { createServiceClient } from '../../../src/presence/service.ts';
import type { CountReport } from '../../../src/presence/store.ts';

/**
 * `npm start`'s built-in service on a real HTTP server, reached by the browser's adapter through
 * the same controller the site runs (WebSocket from the `ws` package, as a browser's own).
 */
let server: Server;
let service: PresenceService;
let origin: string;
const stops: (() => void)[] = [];

beforeEach(async () => {
  service = createPresenceService('/', new LiveTabs());
  server = createServer((req, res) =>
    service.handle(req, res, () => {
      res.statusCode = 418;
      res.end();
    }),
  );
  service.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  vi.stubGlobal('WebSocket', WebSocket);
  vi.stubGlobal('location', new URL(`${origin}/unit1/basics`));
});
afterEach(async () => {
  stops.splice(0).forEach((stop) => stop());
  service.close();
  await new Promise((resolve) => server.close(resolve));
  vi.unstubAllGlobals();
});

/** A browser tab: its own secret and session, the site's controller, the counts it was shown. */
function tab(n: number) {
  const shown: CountReport[] = [];
  const errors: unknown[] = [];
  const leave = startPresence({
    client: createServiceClient('/_presence/'),
    sessionId: `session_1700000000000_tab${n}`,
    onCount: (count) => shown.push(count),
    log: (_message, error) => errors.push(error),
  });
  stops.push(leave);
  return { shown, errors, leave, last: () => shown.at(-1)?.count };
}

describe('the built-in presence service', () => {
  it('names itself in presence.json, which a static host serves with no service in it', async () => {
    const answer = await fetch(`${origin}/presence.json`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    await expect(answer.json()).resolves.toEqual({ service: '/_presence/' });
    // Anything else is passed on to the static files.
    expect((await fetch(`${origin}/unit1/basics`)).status).toBe(418);
  });

  it('shows two tabs each other at once, and one leaving to the other', async () => {
    const first = tab(1);
    await vi.waitFor(() => expect(first.last()).toBe(1));
    const second = tab(2);
    await vi.waitFor(() => expect(second.last()).toBe(2));
    await vi.waitFor(() => expect(first.last()).toBe(2));
    second.leave();
    await vi.waitFor(() => expect(first.last()).toBe(1));
    expect([...first.errors, ...second.errors]).toEqual([]);
  });

  it('lets nobody but the tab itself refresh or remove its row', async () => {
    const first = tab(1);
    await vi.waitFor(() => expect(first.last()).toBe(1));
    const other = createServiceClient('/_presence/');
    const id = 'session_1700000000000_tab1';
    await expect(
      other.from('visitors').update({ last_seen: '' }, { count: 'exact' }).eq('session_id', id),
    ).resolves.toEqual({ error: null, count: 0 });
    await other.from('visitors').delete().eq('session_id', id);
    expect(service.tabs.count()).toBe(1);
    await expect(other.from('visitors').upsert({ session_id: id, last_seen: '' })).resolves.toMatchObject({
      error: { code: 'visitors_not_owner' },
    });
  });

  it('sends the count on its own socket path only, and refuses a socket anywhere else', async () => {
    const live = new WebSocket(`${origin.replace('http', 'ws')}/_presence/live`);
    const first = await new Promise<string>((resolve) =>
      live.once('message', (data: Buffer) => resolve(String(data))),
    );
    expect(JSON.parse(first)).toEqual({ online: 0, capped: false });
    live.close();
    const stray = new WebSocket(`${origin.replace('http', 'ws')}/elsewhere`);
    await expect(
      new Promise((resolve, reject) => {
        stray.once('open', resolve);
        stray.once('error', reject);
      }),
    ).rejects.toThrow();
  });

  it('answers a bad request with a code the controller logs, and never a count it invented', async () => {
    const noSecret = await fetch(`${origin}/_presence/visitors`, {
      method: 'POST',
      body: JSON.stringify({ session_id: 'session_1700000000000_x' }),
    });
    expect(noSecret.status).toBe(403);
    await expect(noSecret.json()).resolves.toMatchObject({ code: 'visitors_no_secret' });
    const tooLong = await fetch(`${origin}/_presence/visitors`, {
      method: 'POST',
      headers: { 'x-visitor-secret': 'a'.repeat(32) },
      body: 'x'.repeat(5000),
    });
    expect(tooLong.ok).toBe(false);
    expect((await fetch(`${origin}/_presence/nothing`)).status).toBe(404);
    expect(service.tabs.count()).toBe(0);
  });
});
