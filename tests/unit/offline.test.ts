import { describe, expect, it } from 'vitest';
import { matchesRequest } from '../../src/offline/cacheable.ts';
import { pageFile, pathWithin } from '../../src/offline/pages.ts';
import { keepInPrecache, precachedScripts, type ManifestChunk } from '../../src/offline/precache.ts';

describe('offline pages', () => {
  it('maps a navigation to the prerendered file the service worker keeps, inside SITE_BASE', () => {
    expect(pageFile(pathWithin('/', '/'))).toBe('index.html');
    expect(pageFile(pathWithin('/', '/unit1/basics'))).toBe('unit1/basics.html');
    expect(pageFile(pathWithin('/learn-c/', '/learn-c/unit1/basics/'))).toBe('unit1/basics.html');
    expect(pageFile(pathWithin('/learn-c/', '/learn-c'))).toBe('index.html');
    expect(pageFile(pathWithin('/learn-c/', '/learn-c/unit2/pointers.html'))).toBe('unit2/pointers.html');
  });
});

describe('precache', () => {
  const manifest: Record<string, ManifestChunk> = {
    'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared-b.js' },
    '\0virtual:curriculum/lesson/unit1/basics': { file: 'assets/basics-c.js', imports: ['_shared.js'] },
    'src/search/SearchDialog.tsx': { file: 'assets/SearchDialog-d.js', imports: ['_minisearch.js'] },
    '_minisearch.js': { file: 'assets/minisearch-e.js' },
    'src/runner/ui/SampleRunner.tsx': { file: 'assets/SampleRunner-f.js', imports: ['_shared.js'] },
    'src/runner/ui/CodeEditor.tsx': { file: 'assets/CodeEditor-g.js' },
    'src/presence/supabase.ts': { file: 'assets/supabase-h.js' },
    'src/presence/run.ts': { file: 'assets/run-k.js', imports: ['_shared.js'] },
    'src/presence/tabs.ts': { file: 'assets/tabs-l.js' },
    'src/trace/ui/stepperChunk.tsx': { file: 'assets/stepperChunk-i.js' },
    'traces/unit2/pointers/swap.c-1234abcd.json': { file: 'assets/swap.c-1234abcd-j.js' },
  };

  it('keeps the shell, the lessons, the study tools and the own-tabs count, and leaves the runner and Supabase to be cached on use', () => {
    const scripts = precachedScripts(manifest);
    expect([...scripts].sort()).toEqual([
      'assets/SearchDialog-d.js',
      'assets/basics-c.js',
      'assets/index-a.js',
      'assets/minisearch-e.js',
      'assets/run-k.js',
      'assets/shared-b.js',
      'assets/stepperChunk-i.js',
      'assets/swap.c-1234abcd-j.js',
      'assets/tabs-l.js',
    ]);
    expect(keepInPrecache('assets/SampleRunner-f.js', scripts)).toBe(false);
    expect(keepInPrecache('assets/compiler.worker-x.js', scripts)).toBe(false);
    expect(keepInPrecache('unit1/basics.html', scripts)).toBe(true);
    expect(keepInPrecache('assets/search-index-z.json', scripts)).toBe(true);
    expect(keepInPrecache('.vite/manifest.json', scripts)).toBe(false);
    expect(keepInPrecache('presence.json', scripts)).toBe(false);
  });
});

describe('what the service worker keeps', () => {
  const answer = (status: number, type?: string) => ({
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? (type ?? null) : null) },
  });
  const script = 'https://example.org/learn-c/assets/SampleRunner-f.js';

  it('keeps a script served as a script, a style as a style, a page as a page', () => {
    expect(matchesRequest(script, answer(200, 'text/javascript; charset=utf-8'))).toBe(true);
    expect(matchesRequest(script, answer(200, 'application/javascript'))).toBe(true);
    expect(matchesRequest(`${script}?__WB_REVISION__=abc`, answer(200, 'text/javascript'))).toBe(true);
    expect(matchesRequest('/assets/index-a.css', answer(200, 'text/css'))).toBe(true);
    expect(matchesRequest('/unit1/basics.html', answer(200, 'text/html; charset=utf-8'))).toBe(true);
    expect(matchesRequest('/search-index.json', answer(200, 'application/json'))).toBe(true);
    expect(matchesRequest('/assets/llvm.wasm', answer(200, 'application/wasm'))).toBe(true);
  });

  it('refuses a host’s index.html answering for a missing script, and any answer but 200', () => {
    expect(matchesRequest(script, answer(200, 'text/html; charset=utf-8'))).toBe(false);
    expect(matchesRequest(script, answer(200))).toBe(false);
    expect(matchesRequest('/assets/index-a.css', answer(200, 'text/html'))).toBe(false);
    expect(matchesRequest('/assets/llvm.wasm', answer(200, 'text/html'))).toBe(false);
    expect(matchesRequest('/search-index.json', answer(200, 'text/html'))).toBe(false);
    expect(matchesRequest(script, answer(404, 'text/javascript'))).toBe(false);
    expect(matchesRequest(script, answer(206, 'text/javascript'))).toBe(false);
  });
});
