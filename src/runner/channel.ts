/**
 * Workers with typed messages. `postMessage` takes `any` and a message event carries `any`; these
 * wrappers let the page send only a worker's requests and hear only its responses, and let a worker
 * do the reverse, with the types from `protocol.ts` checked on both sides.
 */

/** A worker as the page sees it: it takes `Request`s and answers `Response`s. */
export interface WorkerChannel<Request, Response> {
  post(message: Request, transfer?: Transferable[]): void;
  /** Listens to every response; returns the function that stops listening. */
  onMessage(listener: (message: Response) => void): () => void;
  /** Listens for the worker failing to load or throwing; returns the function that stops listening. */
  onError(listener: (message: string) => void): () => void;
  terminate(): void;
}

/** Wraps a started `Worker` (created where it is, so the bundler sees `new Worker(new URL(…))`). */
export function workerChannel<Request, Response>(worker: Worker): WorkerChannel<Request, Response> {
  return {
    post: (message, transfer = []) => worker.postMessage(message, transfer),
    onMessage(listener) {
      const handler = (event: MessageEvent<Response>) => listener(event.data);
      worker.addEventListener('message', handler);
      return () => worker.removeEventListener('message', handler);
    },
    onError(listener) {
      const handler = (event: ErrorEvent) => {
        // Handled here: the page reports it in the run panel, not as an uncaught error.
        event.preventDefault();
        listener(event.message);
      };
      worker.addEventListener('error', handler);
      return () => worker.removeEventListener('error', handler);
    },
    terminate: () => worker.terminate(),
  };
}

/** The part of a dedicated worker's global scope a worker script uses. */
interface WorkerScope {
  postMessage(message: unknown, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent) => unknown) | null;
}

/**
 * Inside a worker: calls `handle` with each request, giving it a `post` that takes only responses.
 * Needs no `webworker` type library, whose globals clash with the page's DOM types.
 */
export function serve<Request, Response>(
  handle: (message: Request, post: (message: Response, transfer?: Transferable[]) => void) => unknown,
): void {
  const scope = globalThis as unknown as WorkerScope;
  const post = (message: Response, transfer: Transferable[] = []) => scope.postMessage(message, transfer);
  scope.onmessage = (event: MessageEvent<Request>) => handle(event.data, post);
}
