/** A visitor's id, made on the client: "session_", a timestamp, "_" and nine random characters. */
export function createSessionId(now: number = Date.now(), random: () => number = Math.random): string {
  const chars = Array.from({ length: 9 }, () => Math.floor(random() * 36).toString(36)).join('');
  return `session_${now}_${chars}`;
}
