import { createContext, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useRequiredContext } from '@citypass/shared-ui/platform/require-context';

interface ErrorStoreValue {
  /** Error name (e.g. attractionList, attraction) to its message. */
  errors: Record<string, string>;
  setError(name: string, message: string): void;
  /** The shell calls this on every route change. */
  clearErrors(): void;
}

const ErrorStoreContext = createContext<ErrorStoreValue | undefined>(undefined);

export function ErrorStoreProvider({ children }: { children: ReactNode }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const setError = useCallback((name: string, message: string) => {
    setErrors((current) => ({ ...current, [name]: message }));
  }, []);
  // Keeps the same empty object when nothing is stored, so clearing on every route change re-renders nobody.
  const clearErrors = useCallback(() => {
    setErrors((current) => (Object.keys(current).length === 0 ? current : {}));
  }, []);
  const value = useMemo(() => ({ errors, setError, clearErrors }), [errors, setError, clearErrors]);
  return <ErrorStoreContext.Provider value={value}>{children}</ErrorStoreContext.Provider>;
}

export function useErrorStore(): ErrorStoreValue {
  return useRequiredContext(ErrorStoreContext, 'useErrorStore', 'ErrorStoreProvider');
}
