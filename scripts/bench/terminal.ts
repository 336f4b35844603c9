/**
 * `npm run bench -- terminal`: which mechanism for a blocking read (a program waiting in scanf for
 * the student's typing) works in each browser we test, measured rather than assumed: WebAssembly
 * JavaScript Promise Integration, SharedArrayBuffer with Atomics.wait under cross-origin isolation
 * granted by a service worker, and a synchronous request from the program's worker answered by a
 * service worker. Also which formats `DecompressionStream` decodes. Chromium through playwright-core,
 * Firefox through puppeteer-core over WebDriver BiDi, both the system's browsers.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { chromiumPath, CHROMIUM_FLAGS } from '../lib/chromium.ts';
import { launchFirefox } from '../lib/firefox.ts';
import { PAGE, SERVICE_WORKER, WORKER } from './probe/page.ts';

/** What one browser supports. `works` means the mechanism ran end to end, not that an API exists. */
export interface MechanismSupport {
  browser: string;
  jspi: string;
  syncXhrAnsweredByServiceWorker: string;
  crossOriginIsolatedByServiceWorker: boolean;
  atomicsWaitInWorker: string;
  decompressionStream: Record<string, boolean>;
}

/** The probe site on a free local port (static files, no special headers: as any static host). */
function serveProbe(): Promise<{ server: Server; base: string }> {
  const files: Record<string, [string, string]> = {
    '/': [PAGE, 'text/html'],
    '/coi/': [PAGE, 'text/html'],
    '/worker.js': [WORKER, 'text/javascript'],
    '/sw.js': [SERVICE_WORKER, 'text/javascript'],
  };
  const server = createServer((req, res) => {
    const file = files[new URL(req.url ?? '/', 'http://x').pathname];
    res.writeHead(file ? 200 : 404, { 'Content-Type': file?.[1] ?? 'text/plain' });
    res.end(file?.[0] ?? 'not found');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

/** The little a probe needs from a browser page, whichever library drives it. */
interface ProbePage {
  goto(url: string): Promise<unknown>;
  evaluate(expression: string): Promise<unknown>;
}

async function probe(name: string, page: ProbePage, base: string): Promise<MechanismSupport> {
  await page.goto(`${base}/`);
  const jspi = String(await page.evaluate(`inWorker('jspi')`));
  const decompressionStream = (await page.evaluate(`decoders()`)) as Record<string, boolean>;
  const registered = String(await page.evaluate(`registerServiceWorker()`));
  const syncXhr =
    registered === 'controlled' ? String(await page.evaluate(`inWorker('syncXhr')`)) : registered;
  await page.goto(`${base}/coi/`);
  const isolated = (await page.evaluate(`self.crossOriginIsolated === true`)) as boolean;
  const atomics = String(
    await page.evaluate(
      `inWorker('atomics', typeof SharedArrayBuffer === 'function' && self.crossOriginIsolated ? new SharedArrayBuffer(4) : null)`,
    ),
  );
  return {
    browser: name,
    jspi,
    syncXhrAnsweredByServiceWorker: syncXhr,
    crossOriginIsolatedByServiceWorker: isolated,
    atomicsWaitInWorker: atomics,
    decompressionStream,
  };
}

/** The support table, one row a browser. */
export async function terminalBench(): Promise<MechanismSupport[]> {
  const { server, base } = await serveProbe();
  const rows: MechanismSupport[] = [];
  try {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
    try {
      const page = await (await browser.newContext()).newPage();
      rows.push(await probe(`Chromium ${browser.version()}`, page, base));
    } finally {
      await browser.close();
    }
    const firefox = await launchFirefox();
    try {
      const page = await firefox.newPage();
      rows.push(await probe(`Firefox ${(await firefox.version()).replace(/^firefox\//, '')}`, page, base));
    } finally {
      await firefox.close();
    }
  } finally {
    server.close();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(await terminalBench(), null, 2));
