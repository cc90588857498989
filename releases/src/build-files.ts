import { readFile, readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { integrityOf, type FileIntegrities } from './release-record';

/** Every file under a folder, with its integrity, by `/`-separated relative path. */
export async function readFileIntegrities(dir: string, skip: (path: string) => boolean = () => false): Promise<FileIntegrities> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files: FileIntegrities = {};
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = join(entry.parentPath, entry.name);
    const path = relative(dir, full).split(sep).join('/');
    if (!skip(path)) files[path] = integrityOf(await readFile(full));
  }
  return files;
}
