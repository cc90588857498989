import styled from 'styled-components';
import type { SessionData } from '@citypass/shared-ui/platform/session';
import { ButtonLink } from '@citypass/shared-ui/components/ButtonLink/ButtonLink';
import { ROUTES } from '@citypass/contracts';
import { authTexts } from '../i18n/auth-texts';

const Heading = styled.h2`
  margin: 0 0 0.5rem;
  font-size: 1.5rem;
  color: ${({ theme }) => theme.colors.text};
`;

const Text = styled.p`
  margin: 0 0 1.5rem;
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Links = styled.div`
  display: grid;
  gap: 0.75rem;
`;

/** What a signed-in visitor sees on the front door: who they are and where to go next. */
export function Welcome({ session, headingId }: { session: SessionData; headingId: string }) {
  const t = authTexts.useT();
  const passes = session.passes.length;
  return (
    <>
      <Heading id={headingId}>{t('welcome.title')}</Heading>
      <Text>{t.rich('welcome.signedIn', { orderNumber: <strong>{session.orderNumber}</strong>, passes })}</Text>
      <Links>
        <ButtonLink to={ROUTES.attractions} $primary>
          {t('welcome.attractions')}
        </ButtonLink>
        <ButtonLink to="/bookings">{t('welcome.bookings')}</ButtonLink>
      </Links>
    </>
  );
}
