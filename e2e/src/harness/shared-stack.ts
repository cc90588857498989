import type { StackInfo } from '@citypass/stack';

/** The stack every journey shares, started once by the global setup. */
export function sharedStack(): StackInfo {
  const info = process.env.E2E_STACK;
  if (!info) throw new Error('The e2e stack is not running: run these tests through the e2e jest config');
  return JSON.parse(info) as StackInfo;
}
