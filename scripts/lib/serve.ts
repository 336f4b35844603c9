import { preview, type PreviewServer } from 'vite';
import { presenceServicePlugin } from '../../src/presence/server/vitePlugin.ts';

export interface ServeOptions {
  port?: number;
  host?: string;
  /** Fail rather than take the next free port. */
  strictPort?: boolean;
  /** The built site to serve; dist/ by default. */
  outDir?: string;
  /**
   * Run the built-in presence service alongside, as `npm start` does (true by default): every
   * browser that reaches this server counts in the same "N online". Off, the site is served as a
   * static host would, and each browser counts its own tabs.
   */
  presence?: boolean;
  logLevel?: 'info' | 'warn' | 'error' | 'silent';
}

/**
 * Serves a built site the way `npm start` does: Vite's preview server, with the static-host rules
 * of vite.config.ts and, unless told otherwise, the built-in presence service. The browser tests
 * serve through here too, so that what they test is what `npm start` runs.
 */
export function serveSite({
  port = 0,
  host = '127.0.0.1',
  strictPort = false,
  outDir,
  presence = true,
  logLevel,
}: ServeOptions = {}): Promise<PreviewServer> {
  return preview({
    plugins: presence ? [presenceServicePlugin()] : [],
    ...(outDir && { build: { outDir } }),
    preview: { port, host, strictPort },
    ...(logLevel && { logLevel }),
  });
}
