import { Stack } from './stack';
import { SHARED_STACK_PORT } from './shared-stack';

export default async function globalSetup(): Promise<void> {
  const stack = await new Stack({ basePort: SHARED_STACK_PORT }).start();
  (globalThis as { __E2E_STACK__?: Stack }).__E2E_STACK__ = stack;
  process.env.E2E_STACK = JSON.stringify(stack.info);
}
