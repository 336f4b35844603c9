/** Spec §9: the visitor heartbeat. */
export const HEARTBEAT_MS = 30_000;
/** Spec §8: what the console says when presence fails. */
export const PRESENCE_ERROR = 'Error initializing visitor';
/** Spec §3: the backend table. */
export const VISITORS_TABLE = 'visitors';
