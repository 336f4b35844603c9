import { lazy, memo, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * What a block's renderer chunk exports: the component (as `Block`), and the loader of a lesson's
 * faces by id.
 */
export interface DeferredRenderer<F> {
  Block: ComponentType<{ block: F; titleLevel: 2 | 3 | 4 }>;
  loadFaces: (route: string) => Promise<Readonly<Record<string, F>>>;
}

/**
 * Whether a block is a stub, as a lesson's chunk serves it: its type and its id, nothing else. A
 * face (or a block as written, which tests and tools may give) always has more.
 */
const isStub = (block: object): block is { id: string } => Object.keys(block).length === 2;

/** The lesson route an id starts with: `/unit1/basics#k3x9a` → `/unit1/basics`. */
export const routeOfId = (id: string) => id.slice(0, id.lastIndexOf('#'));

/**
 * The slot of a block type whose renderer and face are not in the first load (a quiz, a Parsons
 * problem): a lesson's chunk carries a stub per block (its id), and the renderer brings the loaders
 * of the lessons' faces. The server awaits both (`loadFaces`) before it renders, so the HTML is
 * complete; while the page hydrates, a block whose renderer or face has not arrived suspends, and
 * React keeps the prerendered HTML and hydrates it in place when they land. One implementation for
 * every such type keeps each one's cost in the first load to a few bytes.
 */
export function deferredSlot<F extends object, R extends DeferredRenderer<F> = DeferredRenderer<F>>(
  loadRenderer: () => Promise<R>,
) {
  type Props = { block: F | { type: string; id: string }; titleLevel: 2 | 3 | 4 };
  let renderer: DeferredRenderer<F> | undefined;
  const faces = new Map<string, Readonly<Record<string, F>>>();
  /** The renderer's whole chunk, so what else it exports (the quiz's Review page) is typed too. */
  const load = (): Promise<R> => loadRenderer().then((r) => (renderer = r));
  /** A lesson's faces, fetched once (with the renderer); a route without any has none. */
  const loadFaces = async (route: string): Promise<void> => {
    if (!faces.has(route)) faces.set(route, await (await load()).loadFaces(route));
  };
  const faceOf = (block: Props['block']) => {
    if (!isStub(block)) return block;
    return faces.get(routeOfId(block.id))?.[block.id];
  };

  function Ready({ block, titleLevel }: Props) {
    const face = faceOf(block);
    return face && renderer ? <renderer.Block block={face} titleLevel={titleLevel} /> : null;
  }

  /** One lazy component per lesson: it resolves when the renderer and that lesson's faces are here. */
  const waiting = new Map<string, LazyExoticComponent<ComponentType<Props>>>();
  function lazyFor(block: Props['block']) {
    const route = isStub(block) ? routeOfId(block.id) : '';
    let component = waiting.get(route);
    if (!component) {
      component = lazy(() => (route ? loadFaces(route) : load()).then(() => ({ default: Ready })));
      waiting.set(route, component);
    }
    return component;
  }

  // Memoised on the block: a boundary still holding server HTML must not receive an update.
  const Slot = memo(function DeferredSlot(props: Props) {
    // Chosen once per slot: switching from the lazy wrapper to the direct one would remount it.
    const [Block] = useState(() => (renderer && faceOf(props.block) ? Ready : lazyFor(props.block)));
    return (
      <Suspense fallback={null}>
        <Block {...props} />
      </Suspense>
    );
  });
  return { Slot, load, loadFaces };
}
