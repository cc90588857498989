import { readFileSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';

// A file the settings name (a logo, a font) lives beside the settings file, in its folder or
// below: a settings file must not make the BFF serve any other file of the machine.

/** The file's bytes, or the line saying why it cannot be taken. */
export function readBeside(field: string, name: string, folder: string, extension: string): { bytes: Buffer } | { problem: string } {
  if (!name.toLowerCase().endsWith(extension)) return { problem: `${field}: "${name}" must be a ${extension} file` };
  const path = resolve(folder, name);
  const inside = relative(folder, path);
  if (isAbsolute(name) || inside.startsWith('..') || isAbsolute(inside)) return { problem: `${field}: "${name}" is outside the settings file's folder` };
  try {
    return { bytes: readFileSync(path) };
  } catch (error) {
    return { problem: `${field}: "${name}" cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})` };
  }
}
