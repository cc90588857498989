import styled from 'styled-components';
import { PassNumber } from '@citypass/shared-ui/components/PassNumber/PassNumber';
import { bookingsTexts } from '../i18n/bookings-texts';

const PassesTitle = styled.h3`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PassList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Pass = styled.li`
  padding: 0.25rem 0.625rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.875rem;
`;

/** How many passes a booking holds, and their numbers 4-4-4. */
export function BookingPasses({ passes }: { passes: readonly string[] }) {
  const t = bookingsTexts.useT();
  return (
    <>
      <PassesTitle>{t('card.passes', { count: passes.length })}</PassesTitle>
      <PassList>
        {passes.map((pass) => (
          <Pass key={pass}>
            <PassNumber passNumber={pass} />
          </Pass>
        ))}
      </PassList>
    </>
  );
}
