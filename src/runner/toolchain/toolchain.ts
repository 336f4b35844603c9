import type { ResourceProvider } from './patch.ts';
import type { Tree } from './resources.ts';

/** The part of the patched `@yowasp/clang` bundle we use. */
export interface YowaspModule {
  runLLVM(
    args: string[] | null,
    files?: Tree,
    options?: {
      stdout?: ((bytes: Uint8Array | null) => void) | null;
      stderr?: ((bytes: Uint8Array | null) => void) | null;
      decodeASCII?: boolean;
      fetchProgress?: () => void;
    },
  ): Promise<Tree | undefined> | Tree | undefined;
  provideResources(provider: ResourceProvider): void;
  version: string;
}

/** What clang's driver would run for a command line: the compiler once per source, then the linker. */
export interface Plan {
  /** clang's first line of `--version`, such as `clang version 22.1.0 (…)`. */
  version: string;
  commands: string[][];
}

/** Reads `clang -###` output: the version line and one quoted command per line. */
export function parsePlan(output: string): Plan {
  const lines = output.split('\n');
  const commands = lines
    .filter((l) => l.startsWith(' "'))
    .map((l) =>
      Array.from(l.matchAll(/ "((?:[^"\\]|\\.)*)"/g), (m) => m[1]!.replace(/\\(.)/g, '$1')).filter(
        (arg, i) => !(i === 0 && arg === ''),
      ),
    );
  return { version: lines[0]?.trim() ?? '', commands };
}

const decoder = new TextDecoder();

/** Collects a tool's output into one string, in the order it was written. */
function collector() {
  const chunks: string[] = [];
  const write = (bytes: Uint8Array | null) => {
    if (bytes) chunks.push(decoder.decode(bytes, { stream: true }));
  };
  return { write, text: () => chunks.join('') };
}

/** The result of a clang command line: exit status, the files afterwards, and everything it printed. */
export interface ToolResult {
  status: number;
  files: Tree;
  output: string;
}

/**
 * clang and wasm-ld from YoWASP. Like YoWASP's own `runClang` it asks the driver for its plan
 * (`clang -###`) and runs each step, but it remembers the plan per command line, so a warm
 * compile instantiates LLVM twice instead of three times.
 */
export class Toolchain {
  private readonly plans = new Map<string, Promise<Plan>>();

  private constructor(private readonly llvm: YowaspModule) {}

  /** Installs the resources and waits until LLVM's modules are compiled. */
  static async create(llvm: YowaspModule, resources: ResourceProvider): Promise<Toolchain> {
    llvm.provideResources(resources);
    await llvm.runLLVM(null, {}, { fetchProgress: () => undefined });
    return new Toolchain(llvm);
  }

  /** Runs one LLVM tool (argv[0] is `clang`, `wasm-ld`, …). A non-zero exit is a result, not an error. */
  async tool(argv: string[], files: Tree): Promise<ToolResult> {
    const out = collector();
    try {
      const after = await this.llvm.runLLVM(argv, files, {
        stdout: out.write,
        stderr: out.write,
        decodeASCII: false,
      });
      return { status: 0, files: after ?? {}, output: out.text() };
    } catch (error) {
      const exit = error as { code?: unknown; files?: Tree };
      if (typeof exit.code !== 'number') throw error;
      return { status: exit.code, files: exit.files ?? files, output: out.text() };
    }
  }

  /**
   * clang's plan for a command line, asked once and then remembered. It is asked with the C files
   * named by their place (`__learnc_unit0.c`, …) and the real names put back, so one plan serves
   * every program with as many files: the warm-up compile's plan serves the student's first Run.
   */
  async plan(argv: string[], files: Tree): Promise<Plan> {
    const units = argv.filter((a) => a.endsWith('.c') && files[a] !== undefined);
    const placeholder = (i: number) => `__learnc_unit${i}.c`;
    const general = argv.map((a) => (units.includes(a) ? placeholder(units.indexOf(a)) : a));
    const key = JSON.stringify(general);
    let plan = this.plans.get(key);
    if (!plan) {
      const stand = Object.fromEntries(units.map((_, i) => [placeholder(i), new Uint8Array()]));
      plan = this.tool([general[0]!, '-###', ...general.slice(1)], stand).then(({ status, output }) => {
        const parsed = parsePlan(output);
        if (status !== 0 || parsed.commands.length === 0) throw new Error(`clang -### failed:\n${output}`);
        return parsed;
      });
      plan.catch(() => this.plans.delete(key));
      this.plans.set(key, plan);
    }
    const { version, commands } = await plan;
    const real = new Map(units.map((name, i) => [placeholder(i), name]));
    return { version, commands: commands.map((command) => command.map((a) => real.get(a) ?? a)) };
  }

  /** Runs a clang command line as the driver would, stopping at the first failing step. */
  async clang(argv: string[], files: Tree): Promise<ToolResult> {
    const { commands } = await this.plan(argv, files);
    let current = files;
    const output: string[] = [];
    for (const command of commands) {
      const step = await this.tool(command, current);
      output.push(step.output);
      current = step.files;
      if (step.status !== 0) return { status: step.status, files: current, output: output.join('') };
    }
    return { status: 0, files: current, output: output.join('') };
  }
}
