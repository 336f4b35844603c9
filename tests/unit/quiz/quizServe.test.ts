import { describe, expect, it } from 'vitest';
import { serveBlocks, serveQuiz } from '../../../src/content/quizServe.ts';
import { block as blockSchema } from '../../../src/schema/index.ts';
import { quizBlock } from '../../../src/schema/quiz.ts';

const quiz = quizBlock.parse({
  type: 'quiz',
  kind: 'choice',
  question: 'Which is a keyword?',
  code: 'int x;\n',
  options: [
    { code: 'sizeof', correct: true, explanation: 'SECRET_WHY_RIGHT' },
    { code: 'printf', explanation: 'SECRET_WHY_WRONG' },
  ],
});

describe('serving a quiz', () => {
  it('gives the page the question and options without the key', () => {
    const { face, key } = serveQuiz(quiz, '/unit1/basics');
    const { id, ...shown } = face;
    expect(id).toMatch(/^\/unit1\/basics#[0-9a-z]+$/);
    expect(shown).toEqual({
      type: 'quiz',
      kind: 'choice',
      question: 'Which is a keyword?',
      code: 'int x;\n',
      options: [{ code: 'sizeof' }, { code: 'printf' }],
    });
    expect(JSON.stringify(face)).not.toContain('SECRET');
    expect(key).toEqual({ correct: [0], explanations: ['SECRET_WHY_RIGHT', 'SECRET_WHY_WRONG'] });
  });

  it('keeps a quiz id when the quiz moves, and changes it when the question changes', () => {
    const id = serveQuiz(quiz, '/unit1/basics').face.id;
    const other = blockSchema.parse({ type: 'heading', text: 'Before' });
    const { blocks, keys } = serveBlocks([other, quiz], '/unit1/basics');
    expect((blocks[1] as { id?: string }).id).toBe(id);
    expect(Object.keys(keys)).toEqual([id]);
    expect(serveQuiz({ ...quiz, question: 'Which is not a keyword?' }, '/unit1/basics').face.id).not.toBe(id);
  });

  it('serves the lesson a stub per quiz; the question and the answers travel apart', () => {
    const { blocks, faces, keys } = serveBlocks([quiz], '/unit1/basics');
    const { face, key } = serveQuiz(quiz, '/unit1/basics');
    expect(blocks).toEqual([{ type: 'quiz', id: face.id }]);
    expect(faces).toEqual({ [face.id!]: face });
    expect(keys).toEqual({ [face.id!]: key });
  });

  it('passes other blocks through unchanged', () => {
    const heading = blockSchema.parse({ type: 'heading', text: 'Pointers' });
    expect(serveBlocks([heading], '/unit2/pointers').blocks).toEqual([heading]);
  });
});
