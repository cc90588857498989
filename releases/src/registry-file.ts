import { readFileSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { withFileLock } from './file-lock';
import { emptyRegistry, registryStateSchema, type RegistryState } from './registry-state';

/** The registry as stored; a file not written yet is an empty registry. */
export async function readRegistryFile(file: string): Promise<RegistryState> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  return text === null ? emptyRegistry() : parseRegistryText(text, file);
}

/** The registry in a file's text; throws, naming the file, when it is not one. */
export function parseRegistryText(text: string, file: string): RegistryState {
  const result = registryStateSchema.safeParse(JSON.parse(text));
  if (!result.success) throw new Error(`${file} is not a release registry: ${result.error.issues[0]?.message ?? ''}`);
  return result.data;
}

/** Writes the registry to a temporary file renamed over it, so a reader sees the old registry or the new one, never half of one. */
export async function writeRegistryFile(file: string, state: RegistryState): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFileAtomic(file, `${JSON.stringify(state, null, 2)}\n`);
}

/** Applies one change under the file's lock, so no change is lost. A change that throws writes nothing. */
export async function updateRegistryFile(file: string, change: (state: RegistryState) => RegistryState): Promise<RegistryState> {
  await mkdir(dirname(file), { recursive: true });
  return withFileLock(file, async () => {
    const current = await readRegistryFile(file);
    const next = change(current);
    if (next === current) return current;
    await writeRegistryFile(file, next);
    return next;
  });
}

/** The registry in the file now, read synchronously (a page load must not wait); a missing file is an empty registry. */
export function readRegistryFileSync(file: string): RegistryState {
  try {
    return parseRegistryText(readFileSync(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyRegistry();
    throw error;
  }
}
