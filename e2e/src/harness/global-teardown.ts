import type { Stack } from '@citypass/stack';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __E2E_STACK__?: Stack }).__E2E_STACK__?.stop();
}
