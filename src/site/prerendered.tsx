import { lazy } from 'react';

/**
 * Never resolves: a Suspense boundary that waits on it while the page hydrates keeps the
 * prerendered HTML as it is, so markup the browser need not redraw needs no code in its first load.
 */
export const KeepPrerendered = lazy(() => new Promise<never>(() => undefined));
