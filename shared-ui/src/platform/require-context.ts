import { useContext, type Context } from 'react';

/** Reads a context that has no sensible default, naming the missing provider when absent. */
export function useRequiredContext<T>(context: Context<T | undefined>, hook: string, provider: string): T {
  const value = useContext(context);
  if (value === undefined) {
    throw new Error(`${hook} must be used inside <${provider}>`);
  }
  return value;
}
