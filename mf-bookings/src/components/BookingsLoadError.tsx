import styled from 'styled-components';
import { Button } from '@citypass/shared-ui/components/Button/Button';
import { viewFailureTexts } from '@citypass/shared-ui/errors/catalogue';
import { bookingsTexts } from '../i18n/bookings-texts';

const Box = styled.div`
  padding: 1.5rem;
  border-inline-start: 4px solid ${({ theme }) => theme.colors.highlight};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const Title = styled.h2`
  margin: 0 0 0.5rem;
  font-size: 1.25rem;
`;

const Text = styled.p`
  margin: 0 0 1.25rem;
`;

export function BookingsLoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  const t = bookingsTexts.useT();
  return (
    <Box role="alert">
      <Title>{viewFailureTexts.bookingsTitle}</Title>
      <Text>{message}</Text>
      <Button onClick={onRetry}>{t('loadError.retry')}</Button>
    </Box>
  );
}
