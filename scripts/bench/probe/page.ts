/**
 * The files of the probe site: one page, one worker and one service worker, each a plain script,
 * so the probe measures the browser and nothing of ours.
 */

/** `(module (import "env" "get" (func (result i32))) (func (export "run") (result i32) call 0))` */
const JSPI_MODULE = [
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, 0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7f, 0x02, 0x0b, 0x01,
  0x03, 0x65, 0x6e, 0x76, 0x03, 0x67, 0x65, 0x74, 0x00, 0x00, 0x03, 0x02, 0x01, 0x00, 0x07, 0x07, 0x01, 0x03,
  0x72, 0x75, 0x6e, 0x00, 0x01, 0x0a, 0x06, 0x01, 0x04, 0x00, 0x10, 0x00, 0x0b,
];

/** Runs in a dedicated worker: each mechanism a blocking read could use, tried for real. */
export const WORKER = `
const jspi = async () => {
  if (typeof WebAssembly.Suspending !== 'function' || typeof WebAssembly.promising !== 'function') return 'absent';
  const get = new WebAssembly.Suspending(async () => { await new Promise((r) => setTimeout(r, 20)); return 42; });
  const { instance } = await WebAssembly.instantiate(new Uint8Array(${JSON.stringify(JSPI_MODULE)}), { env: { get } });
  return (await WebAssembly.promising(instance.exports.run)()) === 42 ? 'works' : 'wrong result';
};
const syncXhr = () => {
  const xhr = new XMLHttpRequest();
  xhr.open('POST', '/__probe/line', false);
  xhr.send('ping');
  return xhr.status === 200 && xhr.responseText === 'from the service worker: ping' ? 'works' : 'not answered by the service worker (' + xhr.status + ')';
};
const atomics = (sab) => {
  if (!sab) return 'no SharedArrayBuffer';
  const flag = new Int32Array(sab);
  const result = Atomics.wait(flag, 0, 0, 5000);
  return result === 'ok' && flag[0] === 7 ? 'works' : 'woke with ' + result;
};
onmessage = async (event) => {
  const { test, sab } = event.data;
  let result;
  try {
    result = test === 'jspi' ? await jspi() : test === 'syncXhr' ? syncXhr() : atomics(sab);
  } catch (error) {
    result = 'failed: ' + error;
  }
  postMessage(result);
};
`;

/**
 * The service worker: answers the worker's synchronous request, and adds COOP/COEP to every other
 * response once it controls the page (the worker's script needs them too), as a static host would not.
 */
export const SERVICE_WORKER = `
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.pathname === '/__probe/line')
    return event.respondWith(event.request.text().then((body) => new Response('from the service worker: ' + body)));
  if (url.origin === location.origin)
    event.respondWith(fetch(event.request).then((response) => {
      const headers = new Headers(response.headers);
      headers.set('Cross-Origin-Opener-Policy', 'same-origin');
      headers.set('Cross-Origin-Embedder-Policy', 'require-corp');
      return new Response(response.body, { status: response.status, headers });
    }));
});
`;

/** The page: helpers the probe calls with evaluate(). */
export const PAGE = `<!doctype html><meta charset="utf-8"><title>probe</title><script>
function inWorker(test, sab) {
  return new Promise((resolve) => {
    const worker = new Worker('/worker.js');
    worker.onmessage = (e) => { resolve(e.data); worker.terminate(); };
    worker.onerror = (e) => resolve('worker error: ' + e.message);
    worker.postMessage({ test, sab });
    if (sab) setTimeout(() => { const f = new Int32Array(sab); Atomics.store(f, 0, 7); Atomics.notify(f, 0); }, 200);
  });
}
async function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return 'no service worker API';
  await navigator.serviceWorker.register('/sw.js');
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller)
    await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
  return 'controlled';
}
async function decoders() {
  const result = {};
  for (const format of ['gzip', 'deflate', 'deflate-raw', 'brotli', 'br', 'zstd']) {
    try { new DecompressionStream(format); result[format] = true; } catch { result[format] = false; }
  }
  return result;
}
</script><p>probe</p>`;
