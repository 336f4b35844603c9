/**
 * A tab's secret, which proves it owns its row: 128 random bits as hex. getRandomValues works on
 * plain-HTTP origins (a classroom's `npm start` on the local network), where randomUUID does not.
 */
export function randomSecret(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}
