import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFileSync } from 'node:fs';

// Reads a document's shell blocks (```sh) in order, each named by an HTML comment
// `<!-- walkthrough: NAME -->` on the line before it, and runs them as an operator would: one
// after another in one shell, so what one block exports the next one has.

export interface ShellBlock {
  name: string | null;
  code: string;
  /** The block's first line in the document, for a failure to point at. */
  line: number;
}

export function readShellBlocks(file: string): ShellBlock[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const blocks: ShellBlock[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    if (lines[index]!.trim() !== '```sh') continue;
    const name = /^<!-- walkthrough: ([a-z-]+) -->$/.exec(lines[index - 1]?.trim() ?? '')?.[1] ?? null;
    const end = lines.findIndex((text, at) => at > index && text.trim() === '```');
    if (end < 0) throw new Error(`${file}:${index + 1}: a shell block is never closed`);
    blocks.push({ name, code: lines.slice(index + 1, end).join('\n'), line: index + 1 });
    index = end;
  }
  return blocks;
}

/** The variables a block exports (`export NAME=...`), in order. */
export function exportedNames(code: string): string[] {
  return [...code.matchAll(/^export ([A-Z_][A-Z0-9_]*)=/gm)].map((match) => match[1]!);
}

const DONE = '__walkthrough_block_done__';

/** One bash, as an operator's terminal: blocks run in it in turn; a failing command fails the block with what it printed. */
export class Terminal {
  #shell: ChildProcessWithoutNullStreams;
  #output = '';
  #exited: Promise<number>;

  constructor(cwd: string, env: NodeJS.ProcessEnv) {
    this.#shell = spawn('bash', ['--noprofile', '--norc'], { cwd, env, stdio: 'pipe' });
    this.#shell.stdout.on('data', (chunk: Buffer) => (this.#output += chunk.toString()));
    this.#shell.stderr.on('data', (chunk: Buffer) => (this.#output += chunk.toString()));
    // 'close': the shell has exited and everything it printed has been read.
    this.#exited = new Promise((resolve) => this.#shell.once('close', (code) => resolve(code ?? 1)));
    this.#shell.stdin.write('set -euo pipefail\n');
  }

  /** Runs a block; resolves with what it printed, rejects (naming its line) when a command fails or it outlasts `timeoutMs`. */
  async run(block: ShellBlock, timeoutMs: number): Promise<string> {
    const start = this.#output.length;
    this.#shell.stdin.write(`${block.code}\necho ${DONE}\n`);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const printed = this.#output.slice(start);
      if (printed.includes(DONE)) return printed.replace(`${DONE}\n`, '');
      const exited = await Promise.race([this.#exited, new Promise<null>((resolve) => setTimeout(() => resolve(null), 100))]);
      if (exited !== null) throw new Error(`The block at line ${block.line} failed (exit ${exited}):\n${block.code}\n--- it printed:\n${printed}`);
      if (Date.now() > deadline) throw new Error(`The block at line ${block.line} did not finish within ${timeoutMs / 1000} s:\n${block.code}\n--- it printed:\n${printed}`);
    }
  }

  close(): void {
    this.#shell.stdin.end();
  }
}
