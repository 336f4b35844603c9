import { Directory, File } from '@bjorn3/browser_wasi_shim';
import type { FileMap } from '../protocol.ts';

/** The in-memory directory a run starts with. */
export function toDirectory(files: FileMap): Directory {
  const root = new Directory(new Map());
  for (const [path, data] of Object.entries(files)) {
    const parts = path.split('/');
    let dir = root;
    for (const part of parts.slice(0, -1)) {
      let next = dir.contents.get(part);
      if (!(next instanceof Directory)) {
        next = new Directory(new Map());
        dir.contents.set(part, next);
      }
      dir = next as Directory;
    }
    dir.contents.set(parts[parts.length - 1]!, new File(data.slice()));
  }
  return root;
}

/** The files left in a directory after a run (empty directories are not kept). */
export function fromDirectory(dir: Directory, prefix = ''): FileMap {
  const files: FileMap = {};
  for (const [name, entry] of dir.contents) {
    if (entry instanceof File) files[prefix + name] = entry.data.slice();
    else if (entry instanceof Directory) Object.assign(files, fromDirectory(entry, `${prefix}${name}/`));
  }
  return files;
}
