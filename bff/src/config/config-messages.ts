import type { z } from 'zod';

/** A field's message: "is required" when it is missing, otherwise what it must be. */
export const requiredOr =
  (otherwise: string) =>
  (issue: { input: unknown }): string =>
    issue.input === undefined ? 'is required' : otherwise;

/**
 * One line per wrong field, named by its path in the input. An unknown key is a wrong field of
 * its own (zod reports all of an object's unknown keys as one issue).
 */
export function issueLines(issues: readonly z.core.$ZodIssue[], unknownKey: (key: string) => string, root: string): string[] {
  const at = (path: readonly PropertyKey[]) => path.map(String).join('.') || root;
  return issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => `  ${at([...issue.path, key])}: ${unknownKey(key)}`)
      : [`  ${at(issue.path)}: ${issue.message}`],
  );
}
