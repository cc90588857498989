import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

const shellManifestSchema = z.object({ shared: z.array(z.object({ name: z.string(), version: z.string() })) });

/** The shared modules the shell provides, with their versions, from its own build manifest. */
export async function readShellProvides(shellDir: string): Promise<Record<string, string>> {
  const manifest = shellManifestSchema.parse(JSON.parse(await readFile(join(shellDir, 'mf-manifest.json'), 'utf8')));
  return Object.fromEntries(manifest.shared.map(({ name, version }) => [name, version]));
}
