import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { ViteDevServer } from 'vite';
import type { AuthorIssue } from '../content/issues.ts';
import {
  OVERLAY_EVENT,
  OVERLAY_PATH,
  type FileProblems,
  type LessonChecks,
  type OverlayPayload,
} from './overlay/payload.ts';

/**
 * The curriculum's problems while `npm run dev` runs: the ones `npm run validate` finds, and, after
 * an editor saves a lesson, what `npm run check` finds in it (samples with gcc, challenges, quizzes).
 * The page's overlay (./overlay/client.ts) asks for them when it loads and is sent every change.
 */

const LESSON = /^curriculum\/([^/]+)\/([^/]+)\.ya?ml$/;

/** The page of a lesson file, or undefined for a unit's or the site's file. */
export function routeOf(file: string): string | undefined {
  const m = LESSON.exec(file);
  return m && m[2] !== 'unit' ? `/${m[1]}/${m[2]}` : undefined;
}

/** How long after the last save the checks start, so that saving twice runs them once. */
const SETTLE_MS = 800;

export class DevProblems {
  private issues: AuthorIssue[] = [];
  private blocking = false;
  private checks = new Map<string, LessonChecks>();
  private running = new Map<string, ChildProcess>();
  private timers = new Map<string, NodeJS.Timeout>();
  private server: ViteDevServer | undefined;

  constructor(
    private readonly root: string,
    /** Whether saving a lesson runs `npm run check` on it (off with DEV_CHECKS=0). */
    private readonly runChecksOnSave = process.env.DEV_CHECKS !== '0',
  ) {}

  /** What the overlay shows. */
  payload(): OverlayPayload {
    const byFile = new Map<string, FileProblems>();
    for (const issue of this.issues) {
      const route = routeOf(issue.file);
      const entry: FileProblems = byFile.get(issue.file) ?? {
        file: issue.file,
        ...(route && { route }),
        issues: [],
      };
      entry.issues.push(issue);
      byFile.set(issue.file, entry);
    }
    return { files: [...byFile.values()], checks: [...this.checks.values()], blocking: this.blocking };
  }

  /** The problems of the curriculum as it is now; `blocking` when no page can be built. */
  update(issues: AuthorIssue[], blocking: boolean): void {
    this.issues = issues;
    this.blocking = blocking;
    this.send();
  }

  attach(server: ViteDevServer): void {
    this.server = server;
    server.middlewares.use((req, res, next) => {
      if (!req.url?.split('?')[0]?.endsWith(OVERLAY_PATH)) return next();
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(this.payload()));
    });
    server.httpServer?.once('close', () => this.running.forEach((child) => child.kill()));
  }

  private send(): void {
    this.server?.ws.send({ type: 'custom', event: OVERLAY_EVENT, data: this.payload() });
  }

  /** A file under curriculum/ changed: check it again once the editor stops saving. */
  saved(absolute: string): void {
    const file = relative(this.root, absolute).split(sep).join('/');
    if (!this.runChecksOnSave || !routeOf(file) || !existsSync(absolute)) return;
    clearTimeout(this.timers.get(file));
    this.timers.set(
      file,
      setTimeout(() => this.check(file), SETTLE_MS),
    );
  }

  /** Runs `npm run check -- <file>` (without the slow browser-compiler check) and keeps what it finds. */
  private check(file: string): void {
    this.running.get(file)?.kill();
    const route = routeOf(file);
    this.checks.set(file, { file, ...(route && { route }), state: 'running', failed: [] });
    this.send();
    // The project's own script, run in the folder whose curriculum is served (a test's fixture, say).
    const project = this.server?.config.root ?? this.root;
    const tsx = join(project, 'node_modules', 'tsx', 'dist', 'cli.mjs');
    const script = join(project, 'scripts', 'check.ts');
    const child = spawn(process.execPath, [tsx, script, '--json', '--no-browser', file], { cwd: this.root });
    this.running.set(file, child);
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (_code, signal) => {
      if (this.running.get(file) !== child || signal) return;
      this.running.delete(file);
      let failed: LessonChecks['failed'];
      try {
        const parsed = JSON.parse(out) as { results: { name: string; ok: boolean; problems: string[] }[] };
        // Validation problems are shown already, from the server's own reading of the files.
        failed = parsed.results
          .filter((r) => !r.ok && r.name !== 'validate')
          .map(({ name, problems }) => ({ name, problems }));
      } catch {
        failed = [
          { name: 'npm run check', problems: ['could not run: run npm run check in a terminal to see why'] },
        ];
      }
      this.checks.set(file, { file, ...(route && { route }), state: 'done', failed });
      this.send();
    });
  }
}
