import { afterEach, describe, expect, it, vi } from 'vitest';
import { linkedId, shareId } from '../../src/progress/keys.ts';
import { decodeShare, encodeShare, MAX_LINK_LENGTH } from '../../src/runner/share.ts';

const page = 'https://learn-c.example/unit1/basics';
const program =
  '#include <stdio.h>\n\nint main(void) {\n    printf("Grüße, 世界 \\"quoted\\"\\n");\n    return 0;\n}\n';
const fragment = (url: string) => url.slice(url.indexOf('#'));

afterEach(() => vi.unstubAllGlobals());

describe('share links', () => {
  it('round-trips a program of several files, with any characters, through a compressed fragment', async () => {
    const files = [program, 'int add(int a, int b);\n'];
    const link = await encodeShare(page, 's0123abcd', files);
    expect(link.ok).toBe(true);
    if (!link.ok) return;
    expect(link.url.startsWith(`${page}#share=s0123abcd.z`)).toBe(true);
    // Only characters a URL fragment keeps as they are, so no chat app or browser re-encodes it.
    expect(fragment(link.url)).toMatch(/^#share=s0123abcd\.z[\w-]+$/);
    expect(linkedId(fragment(link.url))).toBe('s0123abcd');
    await expect(decodeShare(fragment(link.url))).resolves.toEqual({ ok: true, files });
  });

  it('compresses: a typical program takes far fewer characters than its text', async () => {
    const long = Array.from({ length: 40 }, (_, i) => `    printf("line %d\\n", ${i});\n`).join('');
    const link = await encodeShare(page, 's0123abcd', [long]);
    expect(link.ok && link.url.length).toBeLessThan(long.length / 2);
  });

  it('falls back to an uncompressed fragment where the browser has no CompressionStream, and reads it back', async () => {
    vi.stubGlobal('CompressionStream', undefined);
    const link = await encodeShare(page, 'c89abcdef', [program]);
    expect(link.ok && fragment(link.url)).toMatch(/^#share=c89abcdef\.u[\w-]+$/);
    await expect(decodeShare(fragment(link.ok ? link.url : ''))).resolves.toEqual({
      ok: true,
      files: [program],
    });
  });

  it('refuses a program too long for a link, saying how long the link would be', async () => {
    // Random text does not compress: its link passes the limit.
    let seed = 12345;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const noise = Array.from({ length: 3000 }, () => String.fromCharCode(33 + (next() % 90))).join('');
    const link = await encodeShare(page, 's0123abcd', [noise]);
    expect(link.ok).toBe(false);
    expect(!link.ok && link.length).toBeGreaterThan(MAX_LINK_LENGTH);
  });

  it('says a damaged link is damaged: cut short, a changed character, not base64url, not a list of files', async () => {
    const link = await encodeShare(page, 's0123abcd', [program]);
    const good = fragment(link.ok ? link.url : '');
    const damaged = [
      good.slice(0, good.length - 6),
      good.slice(0, 30) + (good[30] === 'A' ? 'B' : 'A') + good.slice(31),
      '#share=s0123abcd.z%%%%',
      '#share=s0123abcd.x' + good.slice(19),
      '#share=s0123abcd',
      '#share=s0123abcd.u' + Buffer.from('{"not":"a list"}').toString('base64url'),
      '#share=s0123abcd.u' + Buffer.from('[]').toString('base64url'),
    ];
    for (const hash of damaged) {
      const read = await decodeShare(hash);
      expect(read.ok, hash).toBe(false);
      expect(!read.ok && read.message, hash).toMatch(/^The shared link is damaged/);
    }
  });

  it('refuses a link that would inflate past a sane size', async () => {
    const huge = new Uint8Array(2_000_000).fill(32);
    const zipped = new Uint8Array(
      await new Response(
        new Blob([huge]).stream().pipeThrough(new CompressionStream('deflate-raw')),
      ).arrayBuffer(),
    );
    const read = await decodeShare('#share=s0123abcd.z' + Buffer.from(zipped).toString('base64url'));
    expect(read.ok).toBe(false);
  });

  it('names samples and attempts apart, and reads the id only from a share fragment', () => {
    expect(shareId('sample:/unit1/basics:0123abcd')).toBe('s0123abcd');
    expect(shareId('challenge:/unit1/basics:89abcdef')).toBe('c89abcdef');
    expect(linkedId('#printf-and-scanf')).toBeUndefined();
    expect(linkedId('#share=nonsense')).toBe('');
  });
});
