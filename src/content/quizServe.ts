import type { Block, QuizBlock } from '../schema/index.ts';
import { quizId, type QuizFace, type QuizKey, type QuizStub } from './quizFace.ts';

/** A short, stable hash (32-bit FNV-1a, base 36): the same face always gets the same id. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/** What the page shows of a quiz, without its id. */
function faceOf(block: QuizBlock): QuizFace {
  const { type, kind, question, code, program, input, options } = block;
  const face: QuizFace = { type, kind, question };
  if (code !== undefined) face.code = code;
  if (program !== undefined) face.program = program;
  if (input !== undefined) face.input = input;
  if (options)
    face.options = options.map(({ text, code, output }) => ({
      ...(text !== undefined ? { text } : {}),
      ...(code !== undefined ? { code } : {}),
      ...(output !== undefined ? { output } : {}),
    }));
  return face;
}

/**
 * Splits a quiz as written into the face a lesson's chunk carries and the key loaded on answering.
 * The id hashes the face, so it stays the same when the quiz moves within its lesson, and changes
 * (starting the student's progress afresh) when the question does.
 */
export function serveQuiz(block: QuizBlock, route: string): { face: QuizFace; key: QuizKey } {
  const face = faceOf(block);
  face.id = quizId(route, hash(JSON.stringify(face)));
  const key: QuizKey = {};
  if (block.options) {
    key.correct = block.options.flatMap((o, i) => (o.correct ? [i] : []));
    key.explanations = block.options.map((o) => o.explanation);
    if (block.kind === 'choice' && key.correct.length > 1) face.multiple = true;
  }
  if (block.answer !== undefined) key.answer = block.answer;
  if (block.accept) key.accept = block.accept;
  if (block.explanation !== undefined) key.explanation = block.explanation;
  return { face, key };
}

/**
 * A lesson's blocks as its chunk serves them (each quiz as a stub with its id), and its quizzes'
 * faces and keys by id, which travel in chunks of their own.
 */
export function serveBlocks(
  blocks: readonly Block[],
  route: string,
): {
  blocks: (Exclude<Block, QuizBlock> | QuizStub)[];
  faces: Record<string, QuizFace>;
  keys: Record<string, QuizKey>;
} {
  const faces: Record<string, QuizFace> = {};
  const keys: Record<string, QuizKey> = {};
  const served = blocks.map((block) => {
    if (block.type !== 'quiz') return block;
    const { face, key } = serveQuiz(block, route);
    const id = face.id!;
    faces[id] = face;
    keys[id] = key;
    return { type: 'quiz' as const, id };
  });
  return { blocks: served, faces, keys };
}
