// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pathRight } from '../../../src/trace/layout/arrows.ts';
import { layoutStep, SIDE_BY_SIDE_MIN } from '../../../src/trace/layout/scene.ts';
import { Picture } from '../../../src/trace/ui/Picture.tsx';
import type { Step } from '../../../src/trace/schema.ts';
import { Preview } from '../../../src/trace/ui/Preview.tsx';
import * as f from './fixtures.ts';

/** The picture of a step as the page has it: real SVG markup, read back through the DOM. */
function draw(step: Step, prev?: Step, stacked = false): SVGSVGElement {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(
    <Picture scene={layoutStep(step, prev, { stacked })} label={step.description} />,
  );
  return host.querySelector('svg')!;
}

const boxes = (svg: SVGSVGElement, role: string) => [
  ...svg.querySelectorAll<SVGRectElement>(`rect[data-box="${role}"]`),
];
const box = (svg: SVGSVGElement, ref: string) => svg.querySelector<SVGRectElement>(`rect[data-ref="${ref}"]`);
const at = (el: Element | null) => {
  if (!el) throw new Error('no such box');
  const n = (a: string) => Number(el.getAttribute(a));
  return { x: n('x'), y: n('y'), w: n('width'), h: n('height') };
};
const arrows = (svg: SVGSVGElement) =>
  [...svg.querySelectorAll('g[data-arrow]')].map((g) => g.getAttribute('data-arrow'));
const texts = (svg: SVGSVGElement) => [...svg.querySelectorAll('text')].map((t) => t.textContent);

describe('memory pictures', () => {
  it('draws stack frames newest on top, and a pointer to another frame as an arrow', () => {
    const svg = draw(f.swapStep);
    const [swap, main] = boxes(svg, 'frame');
    expect(swap).toHaveProperty('dataset.ref', 'stack/1');
    expect(main).toHaveProperty('dataset.ref', 'stack/0');
    expect(at(swap!).y).toBeLessThan(at(main!).y);
    expect(texts(svg)).toEqual(
      expect.arrayContaining(['swap()', 'main()', 'int *a', 'int *b', 'int temp', 'int x']),
    );
    expect(arrows(svg)).toEqual(['stack/1/a->stack/0/x', 'stack/1/b->stack/0/y']);
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe(f.swapStep.description);
  });

  it('draws an array as a row of indexed cells, with arrows to an element and just past the end', () => {
    const svg = draw(f.arrayStep);
    const cells = [0, 1, 2, 3].map((i) => at(box(svg, `stack/0/a/${i}`)));
    expect(cells.map((c) => c.x)).toEqual([...cells.map((c) => c.x)].sort((a, b) => a - b));
    expect(new Set(cells.map((c) => c.y)).size).toBe(1);
    expect(texts(svg)).toEqual(expect.arrayContaining(['10', '20', '30', '40', '0', '1', '2', '3']));
    expect(arrows(svg)).toContain('stack/0/p->stack/0/a/2');
    // One past the end: a dashed ghost cell, index 4, that the pointer reaches.
    expect(box(svg, 'stack/0/a/4')).toHaveProperty('dataset.box', 'ghost');
    expect(at(box(svg, 'stack/0/a/4')).x).toBeGreaterThan(cells[3]!.x);
    expect(arrows(svg)).toContain('stack/0/end->stack/0/a/4');
    // NULL is written in its cell; no arrow leaves it.
    expect(texts(svg)).toContain('NULL');
    expect(arrows(svg).some((a) => a?.startsWith('stack/0/none'))).toBe(false);
  });

  it("draws a string with its '\\0' and marks the cells nothing has set", () => {
    const svg = draw(f.stringStep);
    const cells = [0, 1, 2, 3, 4, 5].map((i) => box(svg, `stack/0/name/${i}`)!);
    expect(texts(svg)).toEqual(expect.arrayContaining(["'A'", "'d'", "'a'", "'\\0'"]));
    expect(cells.map((c) => c.classList.contains('t-unset'))).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  it('draws a 2-D array in row-major order: all of row 0, then row 1', () => {
    const svg = draw(f.matrixStep);
    const order = [0, 1].flatMap((r) => [0, 1, 2].map((c) => `stack/0/m/${r}/${c}`));
    const drawn = [...order].sort((a, b) => {
      const p = at(box(svg, a));
      const q = at(box(svg, b));
      return p.y - q.y || p.x - q.x;
    });
    expect(drawn).toEqual(order);
    expect(texts(svg)).toEqual(expect.arrayContaining(['[0]', '[1]']));
  });

  it('draws a struct member by member with its offsets and its padding bytes', () => {
    const svg = draw(f.structStep);
    expect(texts(svg)).toEqual(
      expect.arrayContaining(['+0', '+1', '+4', '+8', 'tag', 'count', 'price', '3 bytes of padding']),
    );
    const [padding] = boxes(svg, 'padding');
    expect(at(padding!).y).toBeGreaterThan(at(box(svg, 'stack/0/it/tag')).y);
    expect(at(padding!).y).toBeLessThan(at(box(svg, 'stack/0/it/count')).y);
    expect(arrows(svg)).toEqual(['stack/1/p->stack/0/it']);
  });

  it("draws a union's members over the same bytes, each as wide as the bytes it reads", () => {
    const svg = draw(f.unionStep);
    expect(boxes(svg, 'byte')).toHaveLength(4);
    expect(texts(svg)).toEqual(expect.arrayContaining(['00', '80', '3f', 'i = 1065353216', 'f = 1.0']));
    const [i, fl, c] = ['i', 'f', 'c'].map((m) => at(box(svg, `stack/0/u/${m}`)));
    expect(new Set([i!.x, fl!.x, c!.x]).size).toBe(1);
    expect(fl!.w).toBe(i!.w);
    expect(c!.w * 4).toBe(i!.w);
    expect(i!.w).toBe(boxes(svg, 'byte').reduce((n, b) => n + at(b).w, 0));
  });

  it('draws heap blocks apart from the stack, freed blocks with dangling arrows, and unreachable blocks as leaks', () => {
    const svg = draw(f.heapStep);
    const stackRight = Math.max(...boxes(svg, 'frame').map((b) => at(b).x + at(b).w));
    for (const b of boxes(svg, 'block')) expect(at(b).x).toBeGreaterThan(stackRight);
    expect(arrows(svg)).toContain('stack/0/scores->heap/1/0');
    expect(box(svg, 'heap/2')).toHaveProperty('dataset.box', 'freed');
    const dangling = svg.querySelector('g[data-arrow="stack/0/old->heap/2"]');
    expect(dangling?.getAttribute('data-dangling')).toBe('true');
    expect(box(svg, 'heap/3')?.getAttribute('data-leak')).toBe('true');
    expect(box(svg, 'heap/1')?.getAttribute('data-leak')).toBeNull();
    expect(texts(svg)).toEqual(
      expect.arrayContaining(['Heap', '#1 · 12 bytes · line 6', 'unreachable: a leak']),
    );
  });

  it('stacked (a phone), draws the heap under the stack, narrower than the least side by side, with every arrow', () => {
    const svg = draw(f.heapStep, undefined, true);
    const stackBottom = Math.max(...boxes(svg, 'frame').map((b) => at(b).y + at(b).h));
    const blocks = [...boxes(svg, 'block'), ...boxes(svg, 'freed')];
    expect(blocks).toHaveLength(3);
    for (const b of blocks) {
      expect(at(b).x).toBe(0);
      expect(at(b).y).toBeGreaterThan(stackBottom);
    }
    expect(arrows(svg).sort()).toEqual(arrows(draw(f.heapStep)).sort());
    // Everything drawn, arrows too, is inside the picture, which is narrower than any picture with
    // something beside the stack: it fits where the stepper chooses it.
    const scene = layoutStep(f.heapStep, undefined, { stacked: true });
    expect(scene.width).toBeLessThan(SIDE_BY_SIDE_MIN);
    for (const shape of scene.shapes) {
      const right =
        shape.type === 'box' ? shape.x + shape.w : shape.type === 'arrow' ? pathRight(shape.d) : shape.x;
      expect(right, JSON.stringify(shape)).toBeLessThanOrEqual(scene.width);
    }
  });

  it('stacked, brings an arrow down into the top of a block wider than the stack, not round its far side', () => {
    const scene = layoutStep(f.wideBlockStep, undefined, { stacked: true });
    const block = scene.shapes.find((s) => s.type === 'box' && s.role === 'block');
    const frame = scene.shapes.find((s) => s.type === 'box' && s.role === 'frame');
    const arrow = scene.shapes.find((s) => s.type === 'arrow');
    if (block?.type !== 'box' || frame?.type !== 'box' || arrow?.type !== 'arrow')
      throw new Error('not drawn');
    expect(block.w).toBeGreaterThan(frame.w + 40);
    const [endX, endY] = arrow.d.split(/[MC ]/).filter(Boolean).map(Number).slice(-2);
    expect(endY).toBe(block.y);
    expect(endX).toBeGreaterThan(frame.x + frame.w);
    expect(endX).toBeLessThan(block.x + block.w);
    // Nothing goes further right than the block: the lanes stay beside the stack.
    expect(pathRight(arrow.d)).toBeLessThan(block.x + block.w);
    expect(scene.width).toBeLessThanOrEqual(block.x + block.w + 2);
  });

  it('stacked, draws a picture with only a stack as it always does', () => {
    expect(layoutStep(f.swapStep, undefined, { stacked: true })).toEqual(layoutStep(f.swapStep));
  });

  it('marks blocks still allocated when the program ends as leaks', () => {
    const svg = draw(f.endStep);
    expect(boxes(svg, 'frame')).toHaveLength(0);
    expect(texts(svg)).toEqual(
      expect.arrayContaining(['The program has ended (status 0).', 'never freed: a leak']),
    );
    expect(box(svg, 'heap/1')?.getAttribute('data-leak')).toBe('true');
    expect(arrows(svg)).toEqual(['global/history->heap/1/0']);
  });

  it('draws each call of a recursive function as its own frame, the newest on top with its return value', () => {
    const svg = draw(f.recursionStep);
    const frames = boxes(svg, 'frame');
    expect(frames.map((b) => b.dataset.ref)).toEqual(['stack/3', 'stack/2', 'stack/1', 'stack/0']);
    const ys = frames.map((b) => at(b).y);
    expect(ys).toEqual([...ys].sort((a, b) => a - b));
    expect(texts(svg)).toContain('returns 1');
  });

  it('draws what pointers reach outside the variables: a string literal, a file, a function; and a pointer into a returned frame', () => {
    const svg = draw(f.elsewhereStep);
    expect(box(svg, 'literal/555555556008')).toHaveProperty('dataset.box', 'literal');
    expect(texts(svg)).toEqual(
      expect.arrayContaining([
        'string literal (read-only)',
        "'\\0'",
        'FILE: data.txt · position 6',
        'function compare()',
        'dangling',
      ]),
    );
    expect(arrows(svg)).toEqual(
      expect.arrayContaining([
        'stack/0/s->literal/555555556008',
        'stack/0/fp->file/data.txt',
        'stack/0/cmp->function/compare',
        'stack/0/gone->',
      ]),
    );
    expect(svg.querySelector('g[data-arrow="stack/0/gone->"]')?.getAttribute('data-dangling')).toBe('true');
    expect(texts(svg)).toContain('int (*cmp)(const void *, const void *)'.slice(0, 29) + '…');
  });

  it('marks exactly the values that changed since the step before', () => {
    const before = f.swapStep;
    const after = f.step({
      frames: [
        f.frame('main', 22, [f.variable('x', 'int', '2'), f.variable('y', 'int', '2')]),
        before.frames[1]!,
      ],
    });
    const svg = draw(after, before);
    expect([...svg.querySelectorAll('[data-changed]')].map((e) => e.getAttribute('data-ref'))).toEqual([
      'stack/0/x',
    ]);
  });
});

describe('the prerendered first picture', () => {
  it('is the first step, as SVG, with what it shows written under it', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToStaticMarkup(<Preview trace={f.trace(f.swapStep, f.arrayStep)} />);
    expect(host.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toBe(
      `Step 1 of 2: ${f.swapStep.description}`,
    );
    expect(host.querySelector('figcaption')?.textContent).toBe(`Step 1 of 2: ${f.swapStep.description}`);
    expect(host.querySelectorAll('g[data-arrow]')).toHaveLength(2);
  });
});
