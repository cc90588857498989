import styled from 'styled-components';
import { Modal } from '@citypass/shared-ui/components/Modal/Modal';
import { SpinnerOverlay } from '@citypass/shared-ui/components/Spinner/Spinner';
import { useDeploymentLinks } from '@citypass/shared-ui/platform/deployment-links';
import { useLoading } from '@citypass/shared-ui/platform/loading';
import { useNotification } from '@citypass/shared-ui/platform/notifications';
import { sharedTexts } from '@citypass/shared-ui/platform/shared-texts';

const NoticeLink = styled.a`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * The notification dialog and the loading overlay that any remote drives through the platform
 * stores; the shell (or a remote's dev host) renders them once, above every page.
 */
export function PlatformOverlays() {
  const t = sharedTexts.useT();
  const { notification, close } = useNotification();
  const { loading } = useLoading();
  const { link } = notification;
  const links = useDeploymentLinks();
  return (
    <>
      <Modal title={notification.title} show={notification.active} handleClose={close}>
        <p>{notification.message}</p>
        {link && (
          <p>
            <NoticeLink href={links[link.to]} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {link.label}
            </NoticeLink>
          </p>
        )}
      </Modal>
      <SpinnerOverlay show={loading} label={t('overlays.pleaseWait')} />
    </>
  );
}
