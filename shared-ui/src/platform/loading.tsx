import { createContext, useMemo, useState, type ReactNode } from 'react';
import { useRequiredContext } from '@citypass/shared-ui/platform/require-context';

interface LoadingValue {
  loading: boolean;
  setLoading(on: boolean): void;
}

const LoadingContext = createContext<LoadingValue | undefined>(undefined);

export function LoadingProvider({ children }: { children: ReactNode }) {
  const [loading, setLoading] = useState(false);
  const value = useMemo(() => ({ loading, setLoading }), [loading]);
  return <LoadingContext.Provider value={value}>{children}</LoadingContext.Provider>;
}

export function useLoading(): LoadingValue {
  return useRequiredContext(LoadingContext, 'useLoading', 'LoadingProvider');
}
