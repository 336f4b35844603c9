type Store = typeof import('./store.ts');
let store: Promise<Store> | undefined;
let loaded: Store | undefined;

/**
 * The progress code (a chunk of its own), loaded once, after the page is interactive. Pages reach
 * it only through here, never by a static import, so all they carry of it is this function.
 */
export function loadProgress(): Promise<Store> {
  store ??= import('./store.ts').then((m) => (loaded = m));
  store.catch(() => (store = undefined));
  return store;
}

/** The progress code if it has loaded (it has, wherever a saved copy was found to restore). */
export const loadedProgress = (): Store | undefined => loaded;
