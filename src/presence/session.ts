/** Spec §3: "session_" followed by a timestamp and random characters, made on the client. */
export function createSessionId(now: number = Date.now(), random: () => number = Math.random): string {
  const chars = Array.from({ length: 9 }, () => Math.floor(random() * 36).toString(36)).join('');
  return `session_${now}_${chars}`;
}
