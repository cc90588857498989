import * as z from 'zod/mini';

/**
 * The file a production build of the shell writes beside its page: the files of the chunks a page
 * may start before the shell's script has run (the state-machine libraries' chunk), which the BFF
 * preloads on the routes whose first modules need them.
 */
export const SHELL_CHUNKS_FILE = 'shell-chunks.json';

export const shellChunksSchema = z.object({ stateMachines: z.array(z.string().check(z.regex(/^[\w.-]+\.js$/))) });
export type ShellChunks = z.infer<typeof shellChunksSchema>;
