/**
 * `@yowasp/clang` fetches its WebAssembly modules and a 29 MB sysroot tar from URLs next to its own
 * bundle. We serve a smaller, compressed, cached set of files instead (see `resources.ts`), so the
 * bundle's resource loader is replaced by one that asks a provider we install. Applied to the bundle
 * text the same way in the browser (a Vite virtual module) and in Node (the sample checker), so both
 * run the same compiler code.
 */

/** What the patched bundle asks for: compiled modules by file name, and the file tree under `/usr`. */
export interface ResourceProvider {
  modules(): Promise<Record<string, WebAssembly.Module>>;
  filesystem(): Promise<{ usr: unknown }>;
}

const replacements: [what: string, pattern: RegExp, replacement: string][] = [
  [
    'the module loader',
    /var modules = async \(\w+\) => \(\{\n[\s\S]*?\n\}\);\n/,
    'var modules = async () => __cToolchainProvider().modules();\n',
  ],
  [
    'the sysroot loader',
    /var filesystem = async \(\w+\) => \(\{\n[\s\S]*?\n\}\);\n/,
    'var filesystem = async () => __cToolchainProvider().filesystem();\n',
  ],
  ['the download size', /var totalSize = \d+;/, 'var totalSize = 0;'],
  [
    'the fallback module loader',
    /getCoreModule = \(name\) => fetchCompile\(new URL\(`\.\/\$\{name\}`, import\.meta\.url\)\);/,
    'getCoreModule = (name) => { throw new Error("c-toolchain: no module " + name); };',
  ],
];

const provider = `
var __cToolchainResources = null;
function __cToolchainProvider() {
  if (__cToolchainResources === null) throw new Error("c-toolchain: provideResources() was not called");
  return __cToolchainResources;
}
function provideResources(provider) {
  __cToolchainResources = provider;
}
export { provideResources };
`;

/**
 * The bundle text with its resource loading replaced, plus an exported `provideResources`. Throws
 * when the bundle no longer has the expected shape (a new package version): check the patterns then.
 */
export function patchYowaspBundle(source: string): string {
  let text = source;
  for (const [what, pattern, replacement] of replacements) {
    const count = text.split(pattern).length - 1;
    if (count !== 1)
      throw new Error(
        `@yowasp/clang changed: expected ${what} once in gen/bundle.js, found it ${count} times (update src/runner/toolchain/patch.ts)`,
      );
    text = text.replace(pattern, replacement);
  }
  // Node-only file reading in code paths the provider makes unreachable; a browser bundle must not see it.
  text = text.replaceAll(
    'import("node:fs/promises")',
    'Promise.reject(new Error("c-toolchain: no file system"))',
  );
  for (const leftover of ['import.meta', 'node:'])
    if (text.includes(leftover))
      throw new Error(`@yowasp/clang changed: gen/bundle.js still mentions ${leftover} after patching`);
  return text + provider;
}
