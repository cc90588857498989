import { createContext, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useRequiredContext } from '@citypass/shared-ui/src/platform/require-context';

export interface Notification {
  active: boolean;
  title: string;
  message: string;
}

export interface NotificationContextValue {
  notification: Notification;
  notify(notice: { title: string; message: string }): void;
  close(): void;
}

const closed: Notification = { active: false, title: '', message: '' };

export const NotificationContext = createContext<NotificationContextValue | undefined>(undefined);

export function NotificationProvider({ children }: { children: ReactNode }) {
  const [notification, setNotification] = useState<Notification>(closed);
  const notify = useCallback((notice: { title: string; message: string }) => {
    setNotification({ active: true, title: notice.title, message: notice.message });
  }, []);
  const close = useCallback(() => setNotification(closed), []);
  const value = useMemo(() => ({ notification, notify, close }), [notification, notify, close]);
  return <NotificationContext.Provider value={value}>{children}</NotificationContext.Provider>;
}

export function useNotification(): NotificationContextValue {
  return useRequiredContext(NotificationContext, 'useNotification', 'NotificationProvider');
}
