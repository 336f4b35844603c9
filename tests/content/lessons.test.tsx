// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Blocks } from '../../src/blocks/BlockRenderer.tsx';
import { loadQuizBlock } from '../../src/quiz/QuizSlot.tsx';
import { loadCurriculum } from '../../src/content/fs.ts';
import type { Lesson } from '../../src/content/model.ts';
import { parseInline, paragraphs, plainText, type InlineNode } from '../../src/inline/parse.ts';
import { LessonMap } from '../../src/pages/LessonMap.tsx';
import { lessonMap } from '../../src/site/lessonMap.ts';
import { firstSkip, headingLevels } from '../lib/headings.ts';

// Checks of the real curriculum that grow with it: every lesson, whatever editors add, is checked.
afterEach(cleanup);

const { curriculum } = loadCurriculum(process.cwd());
const lessons = curriculum?.lessons ?? [];
// Quizzes render from a chunk of their own: here it is loaded first, so every question renders at once.
beforeAll(() => loadQuizBlock());

describe('every lesson', () => {
  it('is there to check', () => {
    expect(lessons.length).toBeGreaterThan(0);
  });

  it.each(lessons.map((l) => [l.route, l] as const))(
    '%s renders every block, with headings that never skip a level',
    (_route, lesson) => {
      const { hook } = memoryLocation({ path: lesson.route });
      const { container } = render(
        <Router hook={hook}>
          <h1>{lesson.title}</h1>
          <Blocks blocks={lesson.blocks} />
        </Router>,
      );
      expect(container.querySelectorAll('[data-block], h2, h3').length).toBeGreaterThanOrEqual(
        lesson.blocks.length,
      );
      expect(firstSkip(headingLevels(container))).toBeUndefined();
    },
  );
});

describe('the map at the top of every lesson', () => {
  it.each(lessons.map((l) => [l.route, l] as const))(
    '%s has one: a reading time, and every point its file says it teaches',
    (_route, lesson) => {
      const map = lessonMap(lesson);
      const { container } = render(<LessonMap map={map} />);
      const time = container.querySelector('time');
      expect(time?.textContent).toMatch(/^about (\d+ h)?( ?[1-9]\d* min)?$/);
      expect(time?.getAttribute('datetime')).toBe(`PT${map.minutes}M`);
      const items = [...container.querySelectorAll('li')].map((li) => li.textContent);
      expect(items).toEqual((lesson.teaches ?? []).map(plainText));
    },
  );
});

describe('lesson text as students see it', () => {
  /** Every piece of inline text as the components render it (rich text split into paragraphs). */
  function renderedTexts(l: Lesson): string[] {
    const out: string[] = [];
    const inline = (s: string | undefined) => s && out.push(s);
    const rich = (s: string) => out.push(...paragraphs(s));
    l.teaches?.forEach(inline);
    for (const b of l.blocks) {
      switch (b.type) {
        case 'heading':
          inline(b.text);
          break;
        case 'card':
        case 'callout':
          inline(b.title);
          rich(b.text);
          break;
        case 'list':
          inline(b.title);
          b.items.forEach(inline);
          break;
        case 'table':
          inline(b.title);
          [...b.columns, ...b.rows.flat()].forEach(inline);
          break;
        case 'challenge':
          inline(b.title);
          rich(b.prompt);
          break;
        case 'compare':
          inline(b.title);
          for (const side of [b.left, b.right]) [side.title, ...side.items].forEach(inline);
          break;
        case 'code':
          inline(b.title);
          break;
        case 'quiz':
          rich(b.question);
          for (const o of b.options ?? []) [o.text, o.explanation].forEach(inline);
          if (b.explanation) rich(b.explanation);
          break;
      }
    }
    return out;
  }
  const visibleText = (nodes: InlineNode[]): string =>
    nodes
      .map((n) => (n.kind === 'text' ? n.text : n.kind === 'code' ? '' : visibleText(n.children)))
      .join('');

  it.each(lessons.map((l) => [l.route, l] as const))(
    '%s shows no stray Markdown (backticks, ** or [text](link))',
    (_route, l) => {
      const stray = renderedTexts(l).filter((t) => /`|\*\*|\]\(/.test(visibleText(parseInline(t))));
      expect(stray).toEqual([]);
    },
  );
});
