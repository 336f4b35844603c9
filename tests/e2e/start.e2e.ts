import { spawn, type ChildProcess } from 'node:child_process';
import { utimesSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './net.ts';

let child: ChildProcess | undefined;
afterAll(() => {
  child?.kill();
});

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
      child!.on('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
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
  }, 200_000);
});
