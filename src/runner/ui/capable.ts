/**
 * True where this browser has WebAssembly, on which the compiler and every program run. iOS Lockdown
 * Mode and some school-managed browsers turn it off; there the global is missing altogether, so it is
 * looked up on `globalThis` rather than named (a bare `WebAssembly` would throw).
 */
export const canRunC = (): boolean =>
  typeof (globalThis as { WebAssembly?: unknown }).WebAssembly === 'object';
