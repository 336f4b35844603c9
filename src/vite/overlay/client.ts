/**
 * The dev server's problem box, injected into every page by the curriculum plugin (dev only). It
 * replaces Vite's error overlay: it lists the curriculum's problems as `npm run validate` and
 * `npm run check` word them (file:line:column, the field, the fix), with no JavaScript stack trace,
 * and covers only the bottom of the page, so the page and the rest of the site stay usable. Problems
 * of the lesson on screen open the box; problems elsewhere show as a small button.
 */
import { OVERLAY_EVENT, OVERLAY_PATH, type OverlayIssue, type OverlayPayload } from './payload.ts';

interface CodeError {
  message: string;
  id?: string;
  frame?: string;
  plugin?: string;
}

const base = import.meta.env.BASE_URL;
let payload: OverlayPayload = { files: [], checks: [], blocking: false };
let codeError: CodeError | undefined;
/** The editor closed the box; it opens again when the problems change. */
let closed = false;

const host = document.createElement('learn-c-problems');
const shadow = host.attachShadow({ mode: 'open' });
document.body.append(host);

// Always dark, like the site's code panels (src/theme/palette.ts), so it reads the same in both themes.
const STYLE = `
  :host { all: initial; font: 15px/1.5 system-ui, sans-serif; }
  .box { position: fixed; left: 0; right: 0; bottom: 0; z-index: 2147483000; max-height: 45vh; overflow: auto;
    background: #0f172a; color: #e2e8f0; border-top: 3px solid #f87171; font: 15px/1.5 system-ui, sans-serif;
    padding: 0.75rem 1.25rem 1rem; box-shadow: 0 -8px 24px rgb(0 0 0 / 0.35); }
  h2 { font-size: 1.05rem; margin: 0 0 0.5rem; color: #fecaca; }
  h3 { font-size: 0.95rem; margin: 0.9rem 0 0.3rem; color: #ffffff; }
  ul { margin: 0; padding-left: 1.1rem; }
  li { margin: 0.35rem 0; }
  code, pre { font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
  .where { color: #bfdbfe; }
  pre { white-space: pre-wrap; margin: 0.3rem 0; color: #e2e8f0; }
  p { margin: 0.3rem 0; color: #cbd5e1; }
  button { font: inherit; font-size: 0.9rem; color: #0f172a; background: #e2e8f0; border: 0; border-radius: 6px;
    padding: 0.3rem 0.8rem; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #facc15; outline-offset: 2px; }
  .close { float: right; margin-left: 1rem; }
  .pill { position: fixed; right: 1rem; bottom: 1rem; z-index: 2147483000; background: #7f1d1d; color: #ffffff;
    box-shadow: 0 4px 12px rgb(0 0 0 / 0.35); }
  a { color: #bfdbfe; }
`;

/** The page on screen, as a lesson route: `/unit1/basics`. */
function currentRoute(): string {
  const path = location.pathname.startsWith(base)
    ? `/${location.pathname.slice(base.length)}`
    : location.pathname;
  return path.replace(/\.html$/, '').replace(/(.)\/$/, '$1');
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  cls?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (cls) node.className = cls;
  return node;
}

function issueItem(issue: OverlayIssue): HTMLLIElement {
  const li = el('li');
  li.append(
    el('code', `${issue.file}:${issue.line}:${issue.column}`, 'where'),
    ` ${issue.path ? `${issue.path}: ` : ''}`,
  );
  li.append(issue.message);
  return li;
}

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/** Everything to show for the page on screen; undefined when there is nothing. */
function boxContent(route: string): HTMLElement[] | undefined {
  const here = payload.files.filter((f) => f.route === route || !f.route);
  const checks = payload.checks.filter((c) => c.route === route);
  const found = checks.flatMap((c) => c.failed);
  const parts: HTMLElement[] = [];
  const issues = here.flatMap((f) => f.issues);
  if (issues.length > 0) {
    parts.push(
      el(
        'h2',
        payload.blocking
          ? `The curriculum has ${count(issues.length, 'problem')}: the site shows your changes again once ${issues.length === 1 ? 'it is' : 'they are'} fixed`
          : `${count(issues.length, 'problem')} to fix`,
      ),
    );
    const list = el('ul');
    issues.forEach((i) => list.append(issueItem(i)));
    parts.push(list);
  }
  if (found.length > 0) {
    parts.push(
      el(
        'h2',
        `npm run check found ${count(
          found.reduce((n, f) => n + f.problems.length, 0),
          'problem',
        )} in this lesson`,
      ),
    );
    for (const check of found) {
      parts.push(el('h3', check.name));
      check.problems.forEach((p) => parts.push(el('pre', p)));
    }
  }
  if (codeError && !(codeError.plugin === 'curriculum' && payload.files.length > 0)) {
    parts.push(el('h2', 'The site’s code has an error (for developers)'));
    parts.push(el('pre', `${codeError.id ? `${codeError.id}\n` : ''}${codeError.message}`));
    if (codeError.frame) parts.push(el('pre', codeError.frame));
    // The stack trace is for the terminal, where Vite prints it; the box keeps to what to fix.
    parts.push(el('p', 'The terminal that runs npm run dev shows the whole error.'));
  }
  if (parts.length === 0 && checks.some((c) => c.state === 'running')) return [];
  return parts.length > 0 ? parts : undefined;
}

function render(): void {
  const route = currentRoute();
  const content = boxContent(route);
  const others = payload.files.filter((f) => f.route && f.route !== route);
  const running = payload.checks.some((c) => c.route === route && c.state === 'running');
  const nodes: Node[] = [el('style', STYLE)];
  if (content && content.length > 0 && !closed) {
    const box = el('section', undefined, 'box');
    box.setAttribute('aria-label', 'Problems in the curriculum');
    const close = el('button', 'Close', 'close');
    close.type = 'button';
    close.addEventListener('click', () => {
      closed = true;
      render();
    });
    box.append(close, ...content);
    if (running) box.append(el('p', 'Checking this lesson again (samples with gcc, challenges, quizzes)…'));
    if (others.length > 0) {
      box.append(
        el(
          'h3',
          `Also: ${count(
            others.reduce((n, f) => n + f.issues.length, 0),
            'problem',
          )} in other lessons`,
        ),
      );
      const list = el('ul');
      for (const f of others) {
        const li = el('li');
        const link = el('a', f.file);
        link.href = `${base}${f.route!.slice(1)}`;
        li.append(link);
        list.append(li);
      }
      box.append(list);
    }
    box.append(
      el(
        'p',
        'Fix the file and save: this box updates by itself. The terminal that runs npm run dev lists the same problems.',
      ),
    );
    nodes.push(box);
  } else if ((content && content.length > 0) || others.length > 0 || running) {
    const total = (content ? 1 : 0) + others.length;
    const pill = el(
      'button',
      running && !content?.length && others.length === 0
        ? 'Checking this lesson…'
        : content?.length
          ? 'Show the problems'
          : `${count(
              others.reduce((n, f) => n + f.issues.length, 0),
              'problem',
            )} in ${count(total, 'other lesson')}`,
      'pill',
    );
    pill.type = 'button';
    pill.addEventListener('click', () => {
      closed = false;
      if (!content?.length && others[0]?.route) location.assign(`${base}${others[0].route.slice(1)}`);
      render();
    });
    nodes.push(pill);
  }
  shadow.replaceChildren(...nodes);
}

function receive(next: OverlayPayload): void {
  if (JSON.stringify(next) !== JSON.stringify(payload)) closed = false;
  payload = next;
  render();
}

document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && !closed && shadow.querySelector('.box')) {
    closed = true;
    render();
  }
});

// Client-side navigation changes the page without a load: follow it.
let shown = location.pathname;
setInterval(() => {
  if (location.pathname === shown) return;
  shown = location.pathname;
  render();
}, 300);

void fetch(`${base}${OVERLAY_PATH}`)
  .then((r) => r.json() as Promise<OverlayPayload>)
  .then(receive)
  .catch(() => undefined);

if (import.meta.hot) {
  import.meta.hot.on(OVERLAY_EVENT, receive);
  import.meta.hot.on('vite:error', ({ err }: { err: CodeError }) => {
    codeError = err;
    closed = false;
    render();
  });
  import.meta.hot.on('vite:afterUpdate', () => {
    codeError = undefined;
    render();
  });
}
