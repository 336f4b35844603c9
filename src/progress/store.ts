import { lessons } from '../site/data.ts';
import {
  emptyProgress,
  exportSchema,
  merge,
  progressSchema,
  type Draft,
  type ExportFile,
  type Place,
  type Progress,
} from './model.ts';
import { askToPersist } from './persist.ts';
import { cardsAfterAnswer, readCards, REVIEW_KEY, writeCards, type Cards } from './review.ts';
import { safeStorage, type StorageProblem } from './storage.ts';
import { progressSummary } from './summary.ts';
import { linkedId, shareId } from './keys.ts';
import { showTicks } from './ticks.ts';

/** The one localStorage entry that holds everything. */
export const STORAGE_KEY = 'learn-c:progress';
/** How long typing may pause before a saved copy is written. */
const WRITE_DELAY_MS = 400;

const notices: Record<StorageProblem, string> = {
  blocked:
    'This browser is not letting the site keep your progress (storage is turned off, or this is a private window). Lessons work as usual, but ticks and edited programs will be forgotten when you leave.',
  full: 'This browser’s storage for the site is full, so your latest progress was not saved. Export it from the home page to keep a copy.',
};
let noticed = false;
function onProblem(problem: StorageProblem) {
  if (noticed) return;
  noticed = true;
  void import('../notice/notices.ts').then(({ showNotice, hideNotice }) =>
    showNotice({
      id: 'storage',
      text: notices[problem],
      actions: [{ label: 'Dismiss', onClick: () => hideNotice('storage') }],
    }),
  );
}

const storage = safeStorage(() => window.localStorage, onProblem);
const now = () => new Date().toISOString();

/** The stored progress; anything unreadable is set aside under its own key, never overwritten. */
function readStored(): Progress {
  const raw = storage.read(STORAGE_KEY);
  if (!raw) return emptyProgress();
  try {
    const parsed = progressSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: set aside below
  }
  storage.write(`${STORAGE_KEY}:unreadable:${Date.now()}`, raw);
  return emptyProgress();
}

let progress = readStored();
/** The review queue's boxes (review.ts), kept beside the progress. */
let cards = readCards(storage);
const titles = new Map(lessons.map((l) => [l.route, l.title]));

function publish() {
  const passed = new Map<string, number>();
  for (const c of Object.values(progress.challenges)) passed.set(c.route, (passed.get(c.route) ?? 0) + 1);
  const last = progress.last && titles.has(progress.last.route) ? progress.last : undefined;
  showTicks(Object.keys(progress.lessons), passed);
  progressSummary.set({
    read: new Set(Object.keys(progress.lessons)),
    passed,
    challenges: new Set(Object.keys(progress.challenges)),
    drafts: new Set(Object.keys(progress.drafts)),
    last: last && { ...last, title: titles.get(last.route)! },
  });
}

/** Called with the outcome of the next write. */
const writeListeners = new Set<(ok: boolean) => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

/** Writes now: the last of several quick changes wins. */
export function flush(): void {
  clearTimeout(timer);
  timer = undefined;
  const ok = storage.write(STORAGE_KEY, JSON.stringify(progress));
  const waiting = [...writeListeners];
  writeListeners.clear();
  waiting.forEach((l) => l(ok));
}

function update(change: (p: Progress) => Progress, delay = 0, onWritten?: (ok: boolean) => void) {
  progress = change(progress);
  publish();
  if (onWritten) writeListeners.add(onWritten);
  clearTimeout(timer);
  if (delay === 0) flush();
  else timer = setTimeout(flush, delay);
}

/** Marks a lesson read (once: the first time counts). */
export function markRead(route: string): void {
  if (progress.lessons[route]) return;
  update((p) => ({ ...p, lessons: { ...p.lessons, [route]: { read: now() } } }));
}

/** Records that every test case of a challenge passed. */
export function recordPassed(key: string, route: string, title: string): void {
  if (progress.challenges[key]) return;
  update((p) => ({ ...p, challenges: { ...p.challenges, [key]: { route, title, passed: now() } } }));
}

/** Records an answer to a quick question; once right, it stays right. */
export function recordQuiz(id: string, route: string, right: boolean): void {
  const before = progress.quizzes?.[id];
  cards = cardsAfterAnswer(cards, id, before, right);
  writeCards(storage, cards);
  update((p) => ({
    ...p,
    quizzes: { ...p.quizzes, [id]: { route, right: right || !!before?.right, at: now() } },
  }));
}

/** Records a prediction of a sample's output (by its sample key); once right, it stays right. */
export function recordPrediction(key: string, route: string, right: boolean): void {
  const before = progress.predictions?.[key];
  update((p) => ({
    ...p,
    predictions: { ...p.predictions, [key]: { route, right: right || !!before?.right, at: now() } },
  }));
}

/** Whether the student has predicted this sample's output before (by its sample key). */
export const predicted = (key: string): boolean => !!progress.predictions?.[key];

/** Whether the page's address is a share link for this sample or attempt (src/runner/share.ts). */
export const sharedHere = (key: string): boolean => linkedId(location.hash) === shareId(key);

/** Remembers where the student is reading (written a moment later, with whatever follows). */
export function savePlace(place: Omit<Place, 'at'>): void {
  const last = progress.last;
  if (last && last.route === place.route && last.anchor === place.anchor) return;
  update((p) => ({ ...p, last: { ...place, at: now() } }), WRITE_DELAY_MS);
}

/** The saved copy of a sample or attempt, if any. */
export function draftOf(key: string): Draft | undefined {
  return progress.drafts[key];
}

/**
 * Keeps the code as typed; `onWritten` hears whether it reached storage. The first saved copy is
 * work worth keeping, so the browser is asked then not to delete the site's storage (persist.ts).
 */
export function saveDraft(
  key: string,
  route: string,
  files: string[],
  onWritten?: (ok: boolean) => void,
): void {
  update(
    (p) => ({ ...p, drafts: { ...p.drafts, [key]: { route, files, saved: now() } } }),
    WRITE_DELAY_MS,
    (ok) => {
      if (ok) void askToPersist();
      onWritten?.(ok);
    },
  );
}

/** Forgets a saved copy (Reset). */
export function clearDraft(key: string): void {
  if (!progress.drafts[key]) return;
  update((p) => {
    const { [key]: _gone, ...drafts } = p.drafts;
    return { ...p, drafts };
  });
}

/** Everything, as the file Export downloads. */
export function exportFile(): ExportFile {
  flush();
  return exportSchema.parse({ format: 'learn-c-progress', exported: now(), progress });
}

/** What is kept now. */
export const current = (): Progress => progress;
/** The review queue's boxes kept now. */
export const reviewCards = (): Cards => cards;

/**
 * Takes an imported file's progress: in place of what is kept, or merged with it. Only once it has
 * been stored: resolves to null then, or to why the browser would not keep it, and nothing changes.
 */
export function adopt(incoming: Progress, mode: 'merge' | 'replace'): StorageProblem | null {
  flush(); // what was typed just before is kept first, whatever happens to the import
  const next = mode === 'merge' ? merge(progress, incoming) : incoming;
  const problem = storage.attempt(STORAGE_KEY, JSON.stringify(next));
  if (problem) return problem;
  progress = next;
  publish();
  return null;
}

/** Forgets everything this site keeps in this browser. */
export function forget(): void {
  cards = {};
  storage.remove(REVIEW_KEY);
  update(() => emptyProgress());
  storage.remove(STORAGE_KEY);
}

/** Whether the browser refused to keep something. */
export const storageProblem = (): StorageProblem | null => storage.problem;

publish();
// A share link whose program no sample or attempt of the page takes says so (sharedLink.ts).
if (linkedId(location.hash) !== undefined) void import('./sharedLink.ts').then((m) => m.checkSharedLink());
// Nothing typed is lost when the tab closes within the write delay.
window.addEventListener('pagehide', () => timer !== undefined && flush());
// Another tab of the site changed the progress: show its ticks here too.
window.addEventListener('storage', (e) => {
  if (e.key === REVIEW_KEY) cards = readCards(storage);
  else if (e.key === STORAGE_KEY) progress = readStored();
  else return;
  publish();
});
export { trackLesson } from './track.ts';
export { challengeKey, parsonsKey, sampleKey } from './keys.ts';
export { progressSummary } from './summary.ts';
export { checkSize, readExport } from './file.ts';
export { persistence, type Persistence } from './persist.ts';
export { describe, isEmpty } from './model.ts';
export { reviewQueue } from './queue.ts';
export { daysBetween, localDay } from './schedule.ts';
