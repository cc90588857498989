import { createContext, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { ErrorLink } from '@citypass/shared-ui/errors/catalogue';
import { useRequiredContext } from '@citypass/shared-ui/platform/require-context';

export interface Notification {
  active: boolean;
  title: string;
  message: string;
  /** Where the message sends the visitor, when it names a place (the catalogue's customer-services link). */
  link?: ErrorLink;
}

interface NotificationContextValue {
  notification: Notification;
  notify(notice: Omit<Notification, 'active'>): void;
  close(): void;
}

const closed: Notification = { active: false, title: '', message: '' };

const NotificationContext = createContext<NotificationContextValue | undefined>(undefined);

export function NotificationProvider({ children }: { children: ReactNode }) {
  const [notification, setNotification] = useState<Notification>(closed);
  const notify = useCallback(({ title, message, link }: Omit<Notification, 'active'>) => {
    setNotification({ active: true, title, message, link });
  }, []);
  const close = useCallback(() => setNotification(closed), []);
  const value = useMemo(() => ({ notification, notify, close }), [notification, notify, close]);
  return <NotificationContext.Provider value={value}>{children}</NotificationContext.Provider>;
}

export function useNotification(): NotificationContextValue {
  return useRequiredContext(NotificationContext, 'useNotification', 'NotificationProvider');
}
