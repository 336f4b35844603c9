import { spawn, type ChildProcess } from 'node:child_process';
import { utimesSync } from 'node:fs';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './net.ts';

let child: ChildProcess | undefined;
let port = 0;

/** Ends `npm start` and everything under it (npm, tsx, the preview server): the whole process group. */
async function stopGroup(proc: ChildProcess, graceMs = 5_000): Promise<void> {
  if (proc.pid === undefined || proc.exitCode !== null || proc.signalCode !== null) return;
  const pid = proc.pid;
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-pid, sig);
    } catch {
      // The group is already gone.
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
  // npm may exit before its children: make sure nothing of the group survives.
  signal('SIGKILL');
}

/** Whether nothing listens on the port any more (the server of this run is gone). */
function portIsFree(p: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(p, 'localhost', () => probe.close(() => resolve(true)));
  });
}

afterAll(async () => {
  if (child) await stopGroup(child);
});

describe('npm start (the README quick start)', () => {
  it('serves the prerendered site on PORT, prints its URL, and answers unknown paths with the 404 page', async () => {
    // Newer sources than the build: npm start must run its own build, as on a fresh clone.
    const now = new Date();
    utimesSync('index.html', now, now);
    port = await freePort();
    // Its own process group, so the test can end npm and every process under it at once.
    child = spawn('npm', ['start'], {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const proc = child;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`npm start printed no URL:\n${output}`)), 170_000);
      const onData = (d: Buffer) => {
        output += d.toString();
        // Under CI=true Vite prints in colour (the port in bold), so compare the text without escapes.
        // eslint-disable-next-line no-control-regex
        if (output.replace(/\x1b\[[0-9;]*m/g, '').includes(`http://localhost:${port}/`)) {
          clearTimeout(timer);
          resolve();
        }
      };
      proc.on('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
      proc.stdout?.on('data', onData);
      proc.stderr?.on('data', onData);
    });
    expect(output).toContain('Building the site');
    const lesson = await fetch(`http://localhost:${port}/unit4/unions`);
    expect(lesson.status).toBe(200);
    expect(await lesson.text()).toMatch(/<h1[^>]*>Unions<\/h1>/);
    const missing = await fetch(`http://localhost:${port}/unit4/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Oops! Page not found');
  }, 200_000);

  it('leaves no server behind once stopped: the port is free again', async () => {
    expect(child, 'npm start was not started').toBeDefined();
    if (!child) return;
    await stopGroup(child);
    // A killed process releases its socket a moment after it dies: poll briefly rather than race it.
    let free = false;
    for (let i = 0; i < 50 && !free; i++) {
      free = await portIsFree(port);
      if (!free) await new Promise((r) => setTimeout(r, 200));
    }
    expect(free, `something still listens on port ${port}`).toBe(true);
  }, 30_000);
});
