import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite } from '../../scripts/lib/serve.ts';
import { LOCAL_NOTE } from '../../src/presence/store.ts';
import { axeViolations } from './axe.ts';
import { baseUrl, launch } from './browser.ts';
import { startFakeSupabase } from './fakeSupabase.ts';

const ANON_KEY = 'public-anon-key-for-tests';
let browser: Browser;
const cleanup: (() => Promise<void> | void)[] = [];

/** Builds the site against a backend URL (as a host would, with the variables set at build time) and serves it. */
async function siteFor(backendUrl: string): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'learn-c-presence-'));
  const built = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      env: { ...process.env, VITE_SUPABASE_URL: backendUrl, VITE_SUPABASE_ANON_KEY: ANON_KEY },
      stdio: 'inherit',
    },
  );
  if (built.status !== 0) throw new Error('build failed');
  const server: PreviewServer = await preview({
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
    logLevel: 'error',
  });
  cleanup.push(
    () => server.close(),
    () => rmSync(outDir, { recursive: true, force: true }),
  );
  return server.resolvedUrls!.local[0]!.replace(/\/$/, '');
}

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  for (const c of cleanup.reverse()) await c();
});

describe('visitor presence against a backend', () => {
  it('registers, counts, refreshes every 30 s and leaves', async () => {
    const backend = await startFakeSupabase({ count: 3 });
    cleanup.push(backend.close);
    const site = await siteFor(backend.url);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${site}/unit1/basics`);
    const footerCount = page.getByTestId('online-count');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="online-count"]')?.textContent === '3 online',
    );
    await expect(footerCount.textContent()).resolves.toBe('3 online');

    const upsert = backend.requests.find((r) => r.method === 'POST');
    expect(upsert?.path).toMatch(/^\/rest\/v1\/visitors/);
    const row = JSON.parse(upsert!.body) as { session_id: string; last_seen: string };
    expect(row.session_id).toMatch(/^session_\d+_[a-z0-9]+$/);
    expect(new Date(row.last_seen).toISOString()).toBe(row.last_seen);
    expect(upsert!.headers['prefer']).toMatch(/resolution=merge-duplicates/);
    expect(upsert!.headers['apikey']).toBe(ANON_KEY);
    expect(upsert!.headers['x-visitor-secret']).toMatch(/^[0-9a-f]{32}$/);
    const count = backend.requests.find((r) => r.method === 'HEAD');
    expect(count?.headers['prefer']).toMatch(/count=exact/);

    const patches = () => backend.requests.filter((r) => r.method === 'PATCH');
    await page.clock.pauseAt(new Date(Date.now() + 5_000));
    const before = patches().length;
    await page.clock.runFor(30_000);
    await expect.poll(() => patches().length).toBe(before + 1);
    expect(patches().at(-1)!.path).toContain(`session_id=eq.${row.session_id}`);
    expect(Object.keys(JSON.parse(patches().at(-1)!.body) as object)).toEqual(['last_seen']);

    await page.close({ runBeforeUnload: true });
    await expect.poll(() => backend.requests.filter((r) => r.method === 'DELETE').length).toBe(1);
    expect(backend.requests.find((r) => r.method === 'DELETE')!.path).toContain(
      `session_id=eq.${row.session_id}`,
    );
    await context.close();
  });

  it('logs "Error initializing visitor" when the backend is down, shows 0 online, and the lesson still works', async () => {
    const backend = await startFakeSupabase({ count: 0, down: true });
    cleanup.push(backend.close);
    const site = await siteFor(backend.url);
    const context = await browser.newContext();
    const page = await context.newPage();
    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));
    await page.goto(`${site}/unit2/pointers`);
    // Presence starts once the page is idle, which on a long lesson and a busy machine can take
    // longer than expect.poll's default second: wait as long as a Playwright wait would.
    await expect
      .poll(() => logged.some((t) => t.startsWith('Error initializing visitor')), { timeout: 30_000 })
      .toBe(true);
    await expect(page.getByTestId('online-count').textContent()).resolves.toBe('0 online');
    await expect(page.locator('main h1').textContent()).resolves.toBe('Pointers Basics');
    // Nothing is shown to the student: no alert, and the console message never reaches the page.
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await expect(page.getByText('Error initializing visitor').count()).resolves.toBe(0);
    await context.close();
  });
});

/** The footer's count once presence has started (it starts when the page is idle): its number. */
async function countOn(page: Page, expected?: number): Promise<number> {
  const text = await page.waitForFunction(
    (want) => {
      const shown = document.querySelector('[data-testid="online-count"]')?.textContent ?? '';
      const n = /^(\d+) online$/.exec(shown)?.[1];
      return n !== undefined && n !== '0' && (want === null || Number(n) === want) ? n : false;
    },
    expected ?? null,
    { timeout: 30_000 },
  );
  return Number(await text.jsonValue());
}

describe('a count that is never false, without Supabase', () => {
  it("npm start's built-in service counts every browser that reaches it, live", async () => {
    // The server the browser tests share is npm start's (tests/e2e/globalSetup.ts) ...
    const named = (await (await fetch(`${baseUrl()}/presence.json`)).json()) as { service: string };
    expect(named.service).toBe('/_presence/');
    // ... but its count holds the tabs of every test file; a server of its own, made the same way
    // (scripts/lib/serve.ts), counts only this test's browsers, so every number here is exact.
    const server = await serveSite({ logLevel: 'error' });
    cleanup.push(() => server.close());
    const site = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
    const first = await browser.newContext();
    const page = await first.newPage();
    await page.goto(`${site}/unit1/basics`);
    await countOn(page, 1);
    await expect(page.getByTestId('online-scope').count()).resolves.toBe(0);

    const second = await browser.newContext();
    const other = await second.newPage();
    await other.goto(`${site}/unit2/pointers`);
    await countOn(other, 2);
    await countOn(page, 2);

    await other.close({ runBeforeUnload: true });
    await countOn(page, 1);
    expect(await axeViolations(page)).toEqual([]);
    await second.close();
    await first.close();
  });

  it('a static copy of the site counts the visitor’s own tabs, and says that is all it counts', async () => {
    const server = await serveSite({ presence: false, logLevel: 'error' });
    cleanup.push(() => server.close());
    const site = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
    const context = await browser.newContext();
    const logged: string[] = [];
    const page = await context.newPage();
    page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
    await page.goto(`${site}/unit1/basics`);
    await countOn(page, 1);
    await expect(page.getByTestId('online-scope').textContent()).resolves.toBe(LOCAL_NOTE);

    const second = await context.newPage();
    await second.goto(`${site}/unit3/arrays`);
    await countOn(second, 2);
    await countOn(page, 2);
    // Another browser is not counted here, nor counts these.
    const elsewhere = await browser.newContext();
    const stranger = await elsewhere.newPage();
    await stranger.goto(`${site}/`);
    await countOn(stranger, 1);
    await elsewhere.close();

    await second.close({ runBeforeUnload: true });
    await countOn(page, 1);
    expect(await axeViolations(page)).toEqual([]);
    expect(logged).toEqual([]);
    await context.close();
  });
});
