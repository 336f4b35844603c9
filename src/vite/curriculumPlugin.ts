import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { CurriculumError, type Curriculum, type Manifest } from '../content/index.ts';
import type { Lesson, LessonData } from '../content/model.ts';
import { lessonMap } from '../site/lessonMap.ts';
import { loadCurriculum, readProject } from '../content/fs.ts';
import { buildPreview } from '../content/preview.ts';
import { DevProblems } from './devProblems.ts';
import { withCaught } from '../mutation/caught.ts';
import { serveChallenges } from '../site/challengeServe.ts';
import { readResults, RESULTS_FILE } from '../mutation/results.ts';
import { withPresentTraces } from '../trace/present.ts';
import { serveBlocks } from '../content/quizServe.ts';
import { serveParsons } from '../content/parsons.ts';
import { searchAssets } from '../search/assets.ts';

const MANIFEST = 'virtual:curriculum';
const LESSON = 'virtual:curriculum/lesson';
const QUIZ_KEYS = 'virtual:curriculum/quiz-keys';
const QUIZ_FACES = 'virtual:curriculum/quiz-faces';
const SEARCH = 'virtual:curriculum/search';
const DESCRIPTIONS = 'virtual:curriculum/descriptions';
const CHALLENGES = 'virtual:curriculum/challenges';
const PARSONS = 'virtual:curriculum/parsons';
/** Where the dev server serves the search files (a build emits them as hashed assets instead). */
const DEV_SEARCH_PATH = '@curriculum/search-';
const resolved = (id: string) => '\0' + id;

/** The module every page imports: site texts, units, lesson titles, and a loader per lesson. */
function manifestModule(curriculum: Curriculum): string {
  const manifest: Manifest = { site: curriculum.site, units: curriculum.units };
  const loaders = curriculum.lessons
    .map((l) => `  ${JSON.stringify(l.route)}: () => import(${JSON.stringify(`${LESSON}${l.route}`)})`)
    .join(',\n');
  return `export const manifest = ${JSON.stringify(manifest)};\nexport const lessonLoaders = {\n${loaders}\n};\n`;
}

/** Each lesson's description, for the prerendered pages' metadata (the browser never loads it). */
function descriptionsModule(curriculum: Curriculum): string {
  const descriptions = Object.fromEntries(curriculum.lessons.map((l) => [l.route, l.description]));
  return `export const descriptions = ${JSON.stringify(descriptions)};\n`;
}

function lessonAt(curriculum: Curriculum, route: string) {
  const lesson = curriculum.lessons.find((l) => l.route === route);
  if (!lesson) throw new Error(`No lesson at ${route}`);
  return lesson;
}

/**
 * One module per lesson, so a visitor downloads only the lesson being read. Challenges carry how
 * many mistakes their tests catch, where the committed mutation results are fresh; quizzes come
 * without their answers. The lesson's map (what it teaches, its reading time) is computed here, so
 * the page carries a number, not the code that counts words.
 */
function lessonModule(
  curriculum: Curriculum,
  route: string,
  root: string,
  warn: (m: string) => void,
): string {
  const lesson = lessonAt(curriculum, route);
  const { blocks } = servedLesson(lesson, root, warn);
  const data: LessonData = { route: lesson.route, map: lessonMap(lesson), blocks };
  return `export default ${JSON.stringify(data)};\n`;
}

/**
 * A lesson's blocks as its chunk serves them, and its challenges' extras by id: one sequence of
 * stages for both chunks, so that every id in the lesson is one its extras answer to.
 */
function servedLesson(lesson: Lesson, root: string, warn: (m: string) => void) {
  const withExtras = withCaught(withPresentTraces(lesson, root, warn), readResults(root));
  const { blocks } = serveParsons(serveBlocks(withExtras, lesson.route).blocks, lesson.route);
  return serveChallenges(blocks, lesson.route);
}

/**
 * A loader for each lesson's quiz faces (imported by the quiz renderer, which loads after the page)
 * or answers (imported by the grader, loaded on a first answer).
 */
function quizLoadersModule(curriculum: Curriculum, base: string): string {
  const loaders = curriculum.lessons
    .filter((l) => l.blocks.some((b) => b.type === 'quiz'))
    .map((l) => `  ${JSON.stringify(l.route)}: () => import(${JSON.stringify(`${base}${l.route}`)})`)
    .join(',\n');
  return `export const loaders = {\n${loaders}\n};\n`;
}

/** A loader for each lesson's Parsons problems (imported by their renderer, loaded after the page). */
function parsonsLoadersModule(curriculum: Curriculum): string {
  const loaders = curriculum.lessons
    .filter((l) => l.blocks.some((b) => b.type === 'parsons'))
    .map((l) => `  ${JSON.stringify(l.route)}: () => import(${JSON.stringify(`${PARSONS}${l.route}`)})`)
    .join(',\n');
  return `export const loaders = {\n${loaders}\n};\n`;
}

/** One lesson's Parsons problems as the page shows them, by id. */
function parsonsModule(curriculum: Curriculum, route: string): string {
  const lesson = lessonAt(curriculum, route);
  return `export default ${JSON.stringify(serveParsons(lesson.blocks, lesson.route).faces)};\n`;
}

/** A loader for each lesson's challenge extras (fetched when the page is idle, or on a first request). */
function challengeLoadersModule(curriculum: Curriculum): string {
  const loaders = curriculum.lessons
    .filter((l) => l.blocks.some((b) => b.type === 'challenge'))
    .map((l) => `  ${JSON.stringify(l.route)}: () => import(${JSON.stringify(`${CHALLENGES}${l.route}`)})`)
    .join(',\n');
  return `export const loaders = {\n${loaders}\n};\n`;
}

/** One lesson's challenge extras, by id, exactly as its chunk's challenges name them. */
function challengesModule(curriculum: Curriculum, route: string, root: string): string {
  // The lesson's chunk has reported any missing trace already.
  const { extras } = servedLesson(lessonAt(curriculum, route), root, () => undefined);
  return `export default ${JSON.stringify(extras)};\n`;
}

/** The faces or the answers of one lesson's quizzes, by quiz id. */
function quizPartModule(curriculum: Curriculum, route: string, part: 'faces' | 'keys'): string {
  const lesson = lessonAt(curriculum, route);
  return `export default ${JSON.stringify(serveBlocks(lesson.blocks, lesson.route)[part])};\n`;
}

/**
 * Serves the validated curriculum to the app as virtual modules. The same `loadCurriculum` serves
 * `npm run validate`; here a problem fails the build. In the dev server a lesson with a problem is
 * shown as a stand-in page (src/content/preview.ts) so that the rest of the site keeps working, and
 * every problem shows in the page's overlay (./overlay/) and the terminal until the file is fixed.
 */
export function curriculumPlugin(root = process.cwd()): Plugin {
  let cache: Curriculum | undefined;
  let server: ViteDevServer | undefined;
  const curriculumDir = resolve(root, 'curriculum');
  // A new trace gives its sample a stepper (src/trace/present.ts).
  const tracesDir = resolve(root, 'traces');
  const problems = new DevProblems(root);

  /** The dev server's reading of the files: problems reported, broken lessons stood in for. */
  const preview = (): { curriculum?: Curriculum; issues: CurriculumError['issues'] } => {
    const { files, assets } = readProject(root);
    const { curriculum, issues } = buildPreview(files, assets);
    problems.update(issues, !curriculum);
    return { ...(curriculum && { curriculum }), issues };
  };

  const load = (): Curriculum => {
    if (cache) return cache;
    const { curriculum, issues } = server ? preview() : loadCurriculum(root);
    if (!curriculum) throw new CurriculumError(issues);
    cache = curriculum;
    return curriculum;
  };

  return {
    name: 'curriculum',
    config(config) {
      // Its own box lists the problems (./overlay/): plain English, no stack trace, no tip to turn it off.
      if (config.server?.hmr === false) return undefined;
      return { server: { hmr: { overlay: false } } };
    },
    resolveId(id) {
      if (
        id === MANIFEST ||
        id === SEARCH ||
        id === DESCRIPTIONS ||
        id.startsWith(`${LESSON}/`) ||
        id === QUIZ_KEYS ||
        id.startsWith(`${QUIZ_KEYS}/`) ||
        id === QUIZ_FACES ||
        id.startsWith(`${QUIZ_FACES}/`) ||
        id === CHALLENGES ||
        id.startsWith(`${CHALLENGES}/`) ||
        id === PARSONS ||
        id.startsWith(`${PARSONS}/`)
      )
        return resolved(id);
      return undefined;
    },
    load(id) {
      if (id === resolved(MANIFEST)) return manifestModule(load());
      if (id === resolved(DESCRIPTIONS)) return descriptionsModule(load());
      if (id.startsWith(resolved(LESSON)))
        return lessonModule(load(), id.slice(resolved(LESSON).length), root, (m) => this.warn(m));
      if (id === resolved(CHALLENGES)) return challengeLoadersModule(load());
      if (id.startsWith(`${resolved(CHALLENGES)}/`))
        return challengesModule(load(), id.slice(resolved(CHALLENGES).length), root);
      if (id === resolved(PARSONS)) return parsonsLoadersModule(load());
      if (id.startsWith(`${resolved(PARSONS)}/`))
        return parsonsModule(load(), id.slice(resolved(PARSONS).length));
      for (const [base, part] of [
        [QUIZ_KEYS, 'keys'],
        [QUIZ_FACES, 'faces'],
      ] as const) {
        if (id === resolved(base)) return quizLoadersModule(load(), base);
        if (id.startsWith(`${resolved(base)}/`))
          return quizPartModule(load(), id.slice(resolved(base).length), part);
      }
      if (id === resolved(SEARCH)) {
        // The search index is derived here, with the curriculum, and fetched only when search opens.
        if (server) {
          const base = server.config.base;
          return `export const indexUrl = ${JSON.stringify(`${base}${DEV_SEARCH_PATH}index.json`)};\nexport const textsUrl = ${JSON.stringify(`${base}${DEV_SEARCH_PATH}texts.json`)};\n`;
        }
        const { index, texts } = searchAssets(load());
        const indexRef = this.emitFile({ type: 'asset', name: 'search-index.json', source: index });
        const textsRef = this.emitFile({ type: 'asset', name: 'search-texts.json', source: texts });
        return `export const indexUrl = import.meta.ROLLUP_FILE_URL_${indexRef};\nexport const textsUrl = import.meta.ROLLUP_FILE_URL_${textsRef};\n`;
      }
      return undefined;
    },
    configureServer(dev) {
      server = dev;
      problems.attach(dev);
      const results = resolve(root, RESULTS_FILE);
      dev.watcher.add([curriculumDir, tracesDir, results]);
      // The checks run after a save rewrite the mutation results, mostly unchanged: no reload for that.
      let resultsText = existsSync(results) ? readFileSync(results, 'utf8') : '';
      const onChange = (file: string) => {
        if (![curriculumDir, tracesDir, resolve(root, 'public'), results].some((dir) => file.startsWith(dir)))
          return;
        if (file === results) {
          const text = existsSync(results) ? readFileSync(results, 'utf8') : '';
          if (text === resultsText) return;
          resultsText = text;
        }
        cache = undefined;
        for (const mod of dev.moduleGraph.idToModuleMap.values()) {
          if (mod.id?.startsWith('\0virtual:curriculum')) dev.moduleGraph.invalidateModule(mod);
        }
        const { curriculum, issues } = preview();
        if (issues.length > 0)
          dev.config.logger.error(new CurriculumError(issues).message, { timestamp: true });
        problems.saved(file);
        if (!curriculum) return; // The overlay lists the problems; the pages keep what they had.
        cache = curriculum;
        if (issues.length === 0)
          dev.config.logger.info(`curriculum reloaded (${curriculum.lessons.length} lessons)`, {
            timestamp: true,
          });
        dev.ws.send({ type: 'full-reload' });
      };
      dev.watcher.on('change', onChange);
      dev.watcher.on('add', onChange);
      dev.watcher.on('unlink', onChange);
      dev.middlewares.use((req, res, next) => {
        const name = req.url?.split('?')[0]?.split(DEV_SEARCH_PATH)[1];
        if (name !== 'index.json' && name !== 'texts.json') return next();
        try {
          const assets = searchAssets(load());
          res.setHeader('Content-Type', 'application/json');
          res.end(name === 'index.json' ? assets.index : assets.texts);
        } catch (error) {
          next(error);
        }
      });
    },
    transformIndexHtml: {
      order: 'pre',
      handler() {
        // The overlay that lists the curriculum's problems: the dev server only.
        if (!server) return undefined;
        return [
          {
            tag: 'script',
            attrs: { type: 'module', src: `${server.config.base}src/vite/overlay/client.ts` },
            injectTo: 'body',
          },
        ];
      },
    },
    buildStart() {
      cache = undefined;
      // Fail early, with every problem listed, rather than at the first module that asks.
      if (!server) {
        const { curriculum, issues } = loadCurriculum(root);
        if (!curriculum) this.error(new CurriculumError(issues).message);
        cache = curriculum;
      }
    },
  };
}
