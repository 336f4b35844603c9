/**
 * The build step that ships every runnable lesson sample precompiled: one module per program under
 * `assets/programs/`, named by `precompiledKey` (see `precompiled.ts`), so a student's first Run of
 * a sample as the lesson shows it needs no compiler download. Client builds only (not the server
 * render, not the workers); the dev server has none, and its Runs compile as an edited program does.
 */
import type { Plugin } from 'vite';
import { loadCurriculum } from '../../content/fs.ts';
import { lessonPrograms } from '../../site/programs.ts';
import { PRECOMPILED_DIR } from '../precompiled.ts';
import type { SourceFile } from '../protocol.ts';
import { ProgramCache } from './precompile.ts';

/** Every runnable sample's sources in the curriculum under `root`, in page order. */
export function samplesToPrecompile(root: string): { label: string; files: SourceFile[] }[] {
  const { curriculum } = loadCurriculum(root);
  if (!curriculum) return []; // the curriculum plugin reports the problems
  return curriculum.lessons.flatMap((lesson) =>
    lessonPrograms(lesson)
      .filter(({ origin }) => origin.kind === 'sample')
      .map(({ origin, program }) => ({
        label: `${origin.file}:${origin.line} ${origin.title ?? ''}`.trim(),
        files: program.files,
      })),
  );
}

export function precompiledProgramsPlugin(curriculumRoot = process.cwd()): Plugin {
  let ssr = false;
  let root = process.cwd();
  let info: (message: string) => void = () => undefined;
  return {
    name: 'precompiled-programs',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
      root = config.root;
      info = (message) => config.logger.info(message);
    },
    async generateBundle() {
      if (ssr) return;
      const started = performance.now();
      const cache = new ProgramCache(root);
      const samples = samplesToPrecompile(curriculumRoot);
      const owners = new Map<string, string>();
      let compiled = 0;
      for (const sample of samples) {
        const before = await cache.cached(sample.files);
        const { result, module } = await cache.compile(sample.files);
        if (!module) {
          // The sample checks report why; the page compiles it on Run, as the lesson's author will see.
          this.warn(`${sample.label}: did not compile, so it is not precompiled:\n${result.log}`);
          continue;
        }
        if (!before) compiled++;
        const same = owners.get(module.key);
        const text = JSON.stringify(sample.files);
        if (same !== undefined && same !== text)
          this.error(`${sample.label}: two different samples hash to ${module.key}; change hash64`);
        if (same !== undefined) continue; // the same program shown twice: one file serves both
        owners.set(module.key, text);
        this.emitFile({
          type: 'asset',
          fileName: `${PRECOMPILED_DIR}/${module.key}.wasm`,
          source: module.file,
        });
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      info(
        `Precompiled ${owners.size} lesson programs (${compiled} compiled now, the rest from node_modules/.cache/c-programs) in ${seconds} s`,
      );
    },
  };
}
