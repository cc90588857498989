import { lazy, Suspense } from 'react';
import { SpinnerOverlay } from '@citypass/shared-ui/components/Spinner/Spinner';
import { useLoading } from '@citypass/shared-ui/platform/loading';
import { useNotification } from '@citypass/shared-ui/platform/notifications';
import { sharedTexts } from '@citypass/shared-ui/platform/shared-texts';

// The dialog's code comes when a notification first opens, not with every page's first load
// (the service worker keeps it for use offline).
const NoticeDialog = lazy(() => import(/* webpackChunkName: "notice-dialog" */ '@citypass/shared-ui/components/PlatformOverlays/NoticeDialog'));

/**
 * The notification dialog and the loading overlay that any remote drives through the platform
 * stores; the shell (or a remote's dev host) renders them once, above every page.
 */
export function PlatformOverlays() {
  const t = sharedTexts.useT();
  const { notification, close } = useNotification();
  const { loading } = useLoading();
  return (
    <>
      {notification.active && (
        <Suspense fallback={null}>
          <NoticeDialog notification={notification} close={close} />
        </Suspense>
      )}
      <SpinnerOverlay show={loading} label={t('overlays.pleaseWait')} />
    </>
  );
}
