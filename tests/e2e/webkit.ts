import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/**
 * WebKit (Safari's engine) for the browser tests: Debian's WebKitWebDriver (`webkit2gtk-driver`)
 * drives WebKitGTK's MiniBrowser, under a virtual X display (`xvfb-run`, package `xvfb`). It speaks
 * plain W3C WebDriver over HTTP, so `fetch` is the whole client: no npm package.
 */

/** A program on the PATH, or null. */
const onPath = (name: string) => {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
};

/** WebKitGTK's MiniBrowser, wherever this Debian release puts it (its path names the API version). */
export function miniBrowserPath(): string {
  const candidates = [process.env.MINIBROWSER_PATH];
  // /usr/lib/<multiarch>/webkit2gtk-4.1/MiniBrowser (or webkit2gtk-4.0, webkitgtk-6.0).
  for (const arch of readdirSync('/usr/lib', { withFileTypes: true }).filter((d) => d.isDirectory()))
    for (const api of readdirSync(join('/usr/lib', arch.name)).filter((d) => /^webkit2?gtk-\d/.test(d)))
      candidates.push(join('/usr/lib', arch.name, api, 'MiniBrowser'));
  const found = candidates.find((p): p is string => !!p && existsSync(p));
  if (!found)
    throw new Error(
      "WebKitGTK's MiniBrowser was not found: install it (apt-get install webkit2gtk-driver) or set MINIBROWSER_PATH.",
    );
  return found;
}

/** A free TCP port on the loopback interface, for the driver to listen on. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** A W3C WebDriver element reference, as the driver returns it and as `execute` accepts it. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
export type ElementRef = { [ELEMENT]: string };

/** One MiniBrowser window, driven over W3C WebDriver. */
export interface WebKit {
  /** Navigates and waits for the page's load event. */
  goto(url: string): Promise<void>;
  /** Runs a function body in the page (`arguments` are the args); returns its JSON result. */
  execute<T>(body: string, ...args: unknown[]): Promise<T>;
  /** Polls `body` in the page until it returns a truthy value; returns that value. */
  waitFor<T>(what: string, body: string, args?: unknown[], timeout?: number): Promise<T>;
  /** Finds the first element matching a CSS selector. */
  find(selector: string): Promise<ElementRef>;
  /** Clicks an element as a user would (the driver's pointer, at its centre). */
  click(element: ElementRef): Promise<void>;
  /** Types text into an element, as key presses: each newline as the Enter key. */
  type(element: ElementRef, text: string): Promise<void>;
  /** Selects all of an element's text (Control+A) and types over it, as a student would. */
  retype(element: ElementRef, text: string): Promise<void>;
  /** Sets the window's size (WebDriver's Set Window Rect); returns the size it had before. */
  resize(width: number, height: number): Promise<{ width: number; height: number }>;
  close(): Promise<void>;
}

/**
 * Starts WebKitWebDriver under xvfb-run and opens a MiniBrowser session. Throws a clear message
 * when either program is missing: the test must fail, not skip.
 */
export async function launchWebKit(): Promise<WebKit> {
  const driver = [process.env.WEBKIT_WEBDRIVER_PATH, onPath('WebKitWebDriver')].find(
    (p): p is string => !!p && existsSync(p),
  );
  if (!driver)
    throw new Error(
      'WebKitWebDriver was not found: install it (apt-get install webkit2gtk-driver) or set WEBKIT_WEBDRIVER_PATH.',
    );
  const xvfb = onPath('xvfb-run');
  if (!xvfb) throw new Error('xvfb-run was not found: install it (apt-get install xvfb xauth).');
  const binary = miniBrowserPath();

  const port = await freePort();
  // -a: the first free display number, so parallel runs on one machine do not collide.
  const child: ChildProcess = spawn(xvfb, ['-a', driver, `--port=${port}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const root = `http://127.0.0.1:${port}`;

  const request = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(root + path, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const json = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok)
      throw new Error(`WebDriver ${method} ${path}: ${json.value.error}: ${json.value.message}`);
    return json.value;
  };

  // Detached, the driver and what it starts form one process group: xvfb-run, Xvfb, the driver and
  // MiniBrowser all end together, even if the test process ends without closing the session.
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', stop);

  let session: string;
  try {
    // The driver listens a moment after it starts (xvfb-run first starts the X server).
    const started = Date.now();
    for (;;) {
      if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited: ${stderr}`);
      const ready = await request<{ ready: boolean }>('GET', '/status').then(
        (status) => status.ready,
        () => false, // not listening yet
      );
      if (ready) break;
      if (Date.now() - started > 60_000) throw new Error(`WebKitWebDriver did not start: ${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    ({ sessionId: session } = await request<{ sessionId: string }>('POST', '/session', {
      capabilities: {
        alwaysMatch: { 'webkitgtk:browserOptions': { binary, args: ['--automation'] } },
      },
    }));
  } catch (error) {
    stop();
    throw error;
  }
  const s = `/session/${session}`;

  const execute = <T>(body: string, ...args: unknown[]) =>
    request<T>('POST', `${s}/execute/sync`, { script: body, args });

  const type = async (element: ElementRef, text: string) => {
    // WebDriver's keys: U+E007 is Enter (a plain "\n" is not typed at all).
    await request('POST', `${s}/element/${element[ELEMENT]}/value`, {
      text: text.replaceAll('\n', '\uE007'),
    });
  };

  return {
    goto: async (url) => {
      await request('POST', `${s}/url`, { url });
    },
    execute,
    waitFor: async <T>(what: string, body: string, args: unknown[] = [], timeout = 120_000) => {
      const deadline = Date.now() + timeout;
      let last: unknown;
      for (;;) {
        try {
          const value = await execute<T>(body, ...args);
          if (value) return value;
          last = value;
        } catch (error) {
          // A page in the middle of navigating cannot run scripts: try again.
          last = error;
        }
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} (last: ${String(last)})`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    find: (selector) =>
      request<ElementRef>('POST', `${s}/element`, { using: 'css selector', value: selector }),
    click: async (element) => {
      // WebKitWebDriver scrolls an element just into view, where the sticky top bar (or a notice at
      // the bottom) may cover it, and then clicks whatever is on top, silently. Centre it first, and
      // say what would take the click instead if anything still covers it.
      await execute(
        `arguments[0].scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' })`,
        element,
      );
      // WebDriver clicks a point it works out beforehand. Right after the page scrolls (the centring
      // above, or the site's smooth scroll to a run's output as the run ends) WebKit lost such clicks:
      // 5 of 14 in probes (Edit after a page load, Edit after Run), 0 of 14 once the click waits for
      // the element to stand still (the same box in frames a frame apart).
      let before = '';
      // (At most 50 looks: an element that never stands still is clicked as it is.)
      for (let still = 0, looks = 0; still < 2 && looks < 50; looks++) {
        const box = await execute<string>(
          `return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => {
             const r = arguments[0].getBoundingClientRect();
             done([r.left, r.top, r.width, r.height].join(' '));
           })))`,
          element,
        );
        still = box === before ? still + 1 : 0;
        before = box;
      }
      const covered = await execute<string | null>(
        `const el = arguments[0];
         const box = el.getBoundingClientRect();
         const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
         return top && (top === el || el.contains(top)) ? null : (top ? top.outerHTML.slice(0, 120) : 'nothing');`,
        element,
      );
      if (covered) throw new Error(`a click would land on ${covered}, which covers the element`);
      await request('POST', `${s}/element/${element[ELEMENT]}/click`, {});
    },
    type,
    retype: async (element, text) => {
      // WebDriver's keys: U+E009 is Control, U+E003 Backspace. Two requests, because WebKitWebDriver
      // keeps Control held to the end of a request even past the NULL key that should release it.
      await type(element, '\uE009a');
      await type(element, '\uE003' + text);
    },
    resize: async (width, height) => {
      const before = await request<{ width: number; height: number }>('GET', `${s}/window/rect`);
      await request('POST', `${s}/window/rect`, { width, height });
      return { width: before.width, height: before.height };
    },
    close: async () => {
      await request('DELETE', s).catch(() => undefined);
      stop();
    },
  };
}
