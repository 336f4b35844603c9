import type { Server } from 'node:http';
import type { Plugin } from 'vite';
import { createPresenceService } from './service.ts';

/**
 * Adds the built-in presence service to `vite preview`, which is how `npm start` and the browser
 * tests serve the built site (scripts/lib/serve.ts). Before the other middleware (`enforce: 'pre'`):
 * the static-host plugin answers unknown paths with the not-found page.
 */
export function presenceServicePlugin(): Plugin {
  return {
    name: 'presence-service',
    enforce: 'pre',
    configurePreviewServer(server) {
      const service = createPresenceService(server.config.base);
      // Preview serves plain HTTP/1.1 unless given certificates, which npm start never does.
      const http = server.httpServer as Server;
      service.attach(http);
      http.on('close', () => service.close());
      server.middlewares.use(service.handle);
    },
  };
}
