import { spawn, type ChildProcess } from 'node:child_process';
import { utimesSync } from 'node:fs';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';

let child: ChildProcess | undefined;
afterAll(() => {
  child?.kill();
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('npm start (the README quick start)', () => {
  it('serves the prerendered site on PORT, prints its URL, and answers unknown paths with the 404 page', async () => {
    // Newer sources than the build: npm start must run its own build, as on a fresh clone.
    const now = new Date();
    utimesSync('index.html', now, now);
    const port = await freePort();
    child = spawn('npm', ['start'], {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`npm start printed no URL:\n${output}`)), 150_000);
      const onData = (d: Buffer) => {
        output += d.toString();
        if (output.includes(`http://localhost:${port}/`)) {
          clearTimeout(timer);
          resolve();
        }
      };
      child!.stdout!.on('data', onData);
      child!.stderr!.on('data', onData);
    });
    expect(output).toContain('Building the site');
    const lesson = await fetch(`http://localhost:${port}/unit4/unions`);
    expect(lesson.status).toBe(200);
    expect(await lesson.text()).toMatch(/<h1[^>]*>Unions<\/h1>/);
    const missing = await fetch(`http://localhost:${port}/unit4/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Oops! Page not found');
  });
});
