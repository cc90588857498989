import { Modal } from '@citypass/shared-ui/src/components/Modal/Modal';
import { SpinnerOverlay } from '@citypass/shared-ui/src/components/Spinner/Spinner';
import { useLoading } from '@citypass/shared-ui/src/platform/loading';
import { useNotification } from '@citypass/shared-ui/src/platform/notifications';

/**
 * The notification dialog and the loading overlay that any remote drives through the platform
 * stores; the shell (or a remote's dev host) renders them once, above every page.
 */
export function PlatformOverlays() {
  const { notification, close } = useNotification();
  const { loading } = useLoading();
  return (
    <>
      <Modal title={notification.title} show={notification.active} handleClose={close}>
        <p>{notification.message}</p>
      </Modal>
      <SpinnerOverlay show={loading} label="Please wait" />
    </>
  );
}
