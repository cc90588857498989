import type { z } from 'zod';

/** A field's message: "is required" when it is missing, otherwise what it must be. */
export const requiredOr =
  (otherwise: string) =>
  (issue: { input: unknown }): string =>
    issue.input === undefined ? 'is required' : otherwise;

/**
 * A setting's problems under one heading: the message lists them below it, and `lines` says each
 * on a line of its own that stands without the heading (what `--check` reports).
 */
export class SettingsProblems extends Error {
  readonly lines: readonly string[];

  constructor(heading: string, problems: readonly string[]) {
    super(`${heading}:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.lines = headed(heading, problems);
  }
}

export function headed(heading: string, problems: readonly string[]): string[] {
  return problems.map((problem) => `${heading}: ${problem}`);
}

/** What reading a setting gave, or each problem it had on a line of its own. */
export function attempt<T>(read: () => T): { value: T; problems: [] } | { value: null; problems: string[] } {
  try {
    return { value: read(), problems: [] };
  } catch (error) {
    if (error instanceof SettingsProblems) return { value: null, problems: [...error.lines] };
    if (error instanceof Error) return { value: null, problems: [error.message] };
    throw error;
  }
}

/**
 * One line per wrong field, named by its path in the input. An unknown key is a wrong field of
 * its own (zod reports all of an object's unknown keys as one issue).
 */
export function issueLines(issues: readonly z.core.$ZodIssue[], unknownKey: (key: string) => string, root: string): string[] {
  const at = (path: readonly PropertyKey[]) => path.map(String).join('.') || root;
  return issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => `${at([...issue.path, key])}: ${unknownKey(key)}`)
      : [`${at(issue.path)}: ${issue.message}`],
  );
}
