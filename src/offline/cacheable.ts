/**
 * Whether a response is what its address asked for, by the content type a static host gives each kind
 * of file. Many hosts answer a missing file with index.html and status 200 (a single-page-app
 * fallback): kept under a script's address, that page would be served as the script from then on,
 * by a cache that never asks again (the runner's scripts have content-hashed names), so a page that
 * once asked for a file the host no longer had (after a rollback, say) stayed broken for good.
 */

/** Every content type a browser runs as a script (WHATWG's "JavaScript MIME type"). */
const SCRIPT =
  /^(?:(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/(?:javascript1\.[0-5]|jscript|livescript))$/;

/** The content types each kind of file the service worker keeps may come with. */
const EXPECTED: Record<string, RegExp> = {
  js: SCRIPT,
  mjs: SCRIPT,
  css: /^text\/css$/,
  wasm: /^application\/wasm$/,
  json: /^application\/([\w.+-]+\+)?json$/,
  html: /^text\/html$/,
  svg: /^image\/svg\+xml$/,
};

/** What the check reads of a response (a `Response` has it). */
export interface ResponseFacts {
  status: number;
  headers: { get(name: string): string | null };
}

/**
 * True when `response` may be kept for `url`: status 200, and for a kind of file listed above, a
 * content type of that kind (parameters such as `; charset=utf-8` aside). Other kinds are judged by
 * status alone.
 */
export function matchesRequest(url: string, response: ResponseFacts): boolean {
  if (response.status !== 200) return false;
  const extension = /\.([a-z0-9]+)$/i.exec(new URL(url, 'https://x.invalid').pathname)?.[1]?.toLowerCase();
  const expected = extension ? EXPECTED[extension] : undefined;
  if (!expected) return true;
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  return expected.test(type);
}

/**
 * A Workbox plugin that keeps only responses matching their request, for the runtime cache and the
 * precache alike (a precache install that meets one fails, and the working version stays).
 */
export const onlyMatchingResponses = {
  cacheWillUpdate: ({ request, response }: { request: Request; response: Response }) =>
    Promise.resolve(matchesRequest(request.url, response) ? response : null),
};
