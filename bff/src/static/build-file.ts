import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A file of the shell's build the BFF reads (page data, icons); `none` for a build without it (a development build). */
export async function readBuildFile<T>(dir: string, file: string, parse: (value: unknown) => T, none: T): Promise<T> {
  try {
    return parse(JSON.parse(await readFile(join(dir, file), 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return none;
    throw error;
  }
}
