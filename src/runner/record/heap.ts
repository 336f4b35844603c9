/**
 * The heap as the picture shows it, from the checking allocator's reports (support.c tells the
 * recorder of every block): the program's blocks, typed by the pointers to them, the freed ones
 * shown while a pointer still points at them. The twin of scripts/traces/gdb/heap.py.
 */
import type { HeapBlock } from '../../trace/schema.ts';
import { arrayName, type CType } from './ctype.ts';
import { Memory, Reader, UNSET_BYTE } from './values.ts';

/** The allocator's events, as support.c numbers them (`enum heap_event`). */
export const ALLOCATED = 1;
export const MOVED = 2;
export const RELEASED = 3;

export interface Block {
  id: number;
  address: number;
  size: number;
  live: boolean;
  from?: number;
  line: number;
  /** The first step that shows it allocated, and the first that shows it freed. */
  allocStep: number;
  freeStep?: number;
  freeLine?: number;
}

const BYTES: CType = {
  kind: 'int',
  name: 'unsigned char',
  size: 1,
  align: 1,
  signed: false,
  plainChar: false,
  bool: false,
};

function arrayOf(t: CType, count: number): CType {
  return {
    kind: 'array',
    name: arrayName(t.name, count),
    size: t.size * count,
    align: t.align,
    element: t,
    length: count,
  };
}

export class HeapBook {
  readonly blocks: Block[] = [];
  /** Blocks the C library asked for itself (a FILE): never drawn, but a pointer may lead to one. */
  readonly library = new Map<number, { live: boolean }>();
  private readonly types = new Map<number, CType>();
  private readonly reportedFreed = new Set<number>();
  danglingBlocks = new Set<number>();

  constructor(private readonly memory: Memory) {}

  /** One report from the allocator; `step` is the number of steps recorded so far. */
  event(kind: number, address: number, size: number, line: number, from: number, step: number) {
    if (line === 0) {
      if (kind === RELEASED) this.library.set(address, { live: false });
      else this.library.set(address, { live: true });
      return;
    }
    if (kind === RELEASED) {
      const b = this.blocks.findLast((x) => x.live && x.address === address);
      if (b) {
        b.live = false;
        b.freeStep = step;
        b.freeLine = line;
      }
      return;
    }
    // New memory holds nothing yet (a debug allocator's fill): calloc zeroes it after this.
    this.memory.refresh();
    if (this.memory.inside(address, size)) this.memory.bytes.fill(UNSET_BYTE, address, address + size);
    const origin = kind === MOVED ? this.blocks.findLast((x) => x.live && x.address === from) : undefined;
    this.blocks.push({
      id: this.blocks.length + 1,
      address,
      size,
      live: true,
      line,
      allocStep: step,
      ...(origin ? { from: origin.id } : {}),
    });
  }

  /** The newest block (live or freed) holding an address, or ending just before it. */
  blockAt(address: number, live: boolean): Block | undefined {
    return this.blocks.findLast(
      (b) => b.live === live && b.address <= address && address <= b.address + b.size,
    );
  }

  blockType(b: Block): CType {
    const t = this.types.get(b.id);
    if (!t) return arrayOf(BYTES, Math.max(b.size, 1));
    const count = Math.floor(b.size / Math.max(t.size, 1));
    return count <= 1 ? t : arrayOf(t, count);
  }

  private blockValue(reader: Reader, b: Block) {
    if (b.size === 0) return { kind: 'array' as const, length: 0, elemSize: 1, items: [] };
    return reader.value(this.blockType(b), b.address);
  }

  /** The heap of this step, with every pointer into it resolved (the reader has read the rest). */
  read(reader: Reader): HeapBlock[] {
    const live = this.blocks.filter((b) => b.live);
    const values = new Map<number, ReturnType<Reader['value']>>();
    let pending = [...live];
    let progress = true;
    // Types come from pointers at a block's start (int *p = malloc(...) makes it ints); reading a
    // typed block may find pointers to others, so this goes round until nothing new is learnt.
    while (pending.length && progress) {
      progress = false;
      for (const p of reader.pointers) {
        const block = this.blockAt(p.address, true);
        if (block && !this.types.has(block.id) && p.address === block.address && p.target.kind !== 'void')
          this.types.set(block.id, p.target);
      }
      for (const b of [...pending])
        if (this.types.has(b.id)) {
          values.set(b.id, this.blockValue(reader, b));
          pending = pending.filter((x) => x !== b);
          progress = true;
        }
    }
    for (const b of pending) values.set(b.id, this.blockValue(reader, b));
    const referenced = new Set<number>();
    for (const p of reader.pointers) {
      const block = this.blockAt(p.address, true)!;
      p.holder.target = reader.locate(
        p.address,
        {
          start: block.address,
          type: this.blockType(block),
          ref: `heap/${block.id}`,
          name: `heap block #${block.id}`,
          where: '',
        },
        p.target,
      );
      referenced.add(block.id);
    }
    const heap: HeapBlock[] = [];
    for (const b of this.blocks) {
      const item: HeapBlock = {
        id: b.id,
        address: `0x${b.address.toString(16)}`,
        size: b.size,
        line: b.line,
      };
      if (b.from) item.from = b.from;
      if (b.live) {
        item.type = this.types.has(b.id) ? this.blockType(b).name : null;
        item.value = values.get(b.id)!;
        if (!referenced.has(b.id)) item.unreachable = true;
        heap.push(item);
      } else if (this.danglingBlocks.has(b.id) || !this.reportedFreed.has(b.id)) {
        item.freed = true;
        this.reportedFreed.add(b.id);
        heap.push(item);
      }
    }
    this.danglingBlocks = new Set();
    return heap;
  }
}
