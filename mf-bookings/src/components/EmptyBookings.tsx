import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ROUTES } from '@citypass/contracts';
import { bookingsTexts } from '../i18n/bookings-texts';
import { CHANGE_WINDOW_HOURS } from '../rules/change-window';

const Box = styled.section`
  padding: 2.5rem 1.5rem;
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: calc(${({ theme }) => theme.radius} * 2);
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

const Title = styled.h2`
  margin: 0 0 0.5rem;
  font-size: 1.375rem;
`;

const Text = styled.p`
  max-width: 32rem;
  margin: 0 auto 1.5rem;
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const CallToAction = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0.625rem 1.5rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryPressed};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export function EmptyBookings() {
  const t = bookingsTexts.useT();
  return (
    <Box aria-labelledby="no-bookings-title">
      <Title id="no-bookings-title">{t('empty.title')}</Title>
      <Text>{t('empty.message', { hours: CHANGE_WINDOW_HOURS })}</Text>
      <CallToAction to={ROUTES.attractions}>{t('empty.browse')}</CallToAction>
    </Box>
  );
}
