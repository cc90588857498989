import { Stack } from '@citypass/stack';

export default async function globalSetup(): Promise<void> {
  const stack = await (await Stack.create()).start();
  (globalThis as { __E2E_STACK__?: Stack }).__E2E_STACK__ = stack;
  process.env.E2E_STACK = JSON.stringify(stack.info);
}
