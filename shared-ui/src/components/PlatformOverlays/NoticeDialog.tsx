import styled from 'styled-components';
import { Modal } from '@citypass/shared-ui/components/Modal/Modal';
import { useDeploymentLinks } from '@citypass/shared-ui/platform/deployment-links';
import type { Notification } from '@citypass/shared-ui/platform/notifications';

const NoticeLink = styled.a`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The platform's notification, open: its title, message and the deployment's link it names. */
export default function NoticeDialog({ notification, close }: { notification: Notification; close: () => void }) {
  const links = useDeploymentLinks();
  const { link } = notification;
  return (
    <Modal title={notification.title} show handleClose={close}>
      <p>{notification.message}</p>
      {link && (
        <p>
          <NoticeLink href={links[link.to]} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {link.label}
          </NoticeLink>
        </p>
      )}
    </Modal>
  );
}
