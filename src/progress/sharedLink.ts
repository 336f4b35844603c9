import { showNotice, hideNotice } from '../notice/notices.ts';
import { routerBase } from '../site/base.ts';
import { lessonLoaders } from '../site/data.ts';
import { sampleProgram } from '../site/programs.ts';
import { challengeKey, linkedId, sampleKey, shareId } from './keys.ts';

/**
 * A page opened from a share link (src/runner/share.ts): the sample or attempt it names opens the
 * program itself (and says if the program in the link is damaged). A link that names nothing on
 * this page, or whose name is unreadable, is said here: the lesson still shows as usual.
 */
export async function checkSharedLink(): Promise<void> {
  const id = linkedId(location.hash);
  if (id === undefined) return;
  const route = location.pathname.slice(routerBase.length).replace(/\/$/, '') || '/';
  const load = lessonLoaders[route];
  const blocks = load ? (await load()).default.blocks : [];
  const ids = blocks.flatMap((b) => {
    const program = b.type === 'code' ? sampleProgram(b) : undefined;
    if (program) return [shareId(sampleKey(route, program.files))];
    return b.type === 'challenge' ? [shareId(challengeKey(route, b.title))] : [];
  });
  if (id !== '' && ids.includes(id)) return;
  showNotice({
    id: 'share',
    text:
      id === ''
        ? 'The shared link is damaged (part of it may have been cut off when it was copied), so its program cannot be shown. The page is as usual.'
        : 'The shared link is for a program that is not on this page: the lesson may have changed since the link was made. The page is as usual.',
    actions: [{ label: 'Dismiss', onClick: () => hideNotice('share') }],
  });
}
