import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { SessionData } from '@citypass/shared-ui/src/platform/session';

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

const Onward = styled(Link)<{ $primary?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 2.75rem;
  padding: 0.625rem 1.5rem;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $primary }) => ($primary ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $primary }) => ($primary ? theme.colors.onPrimary : theme.colors.primary)};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${({ theme, $primary }) => ($primary ? theme.colors.primaryPressed : theme.colors.surface)};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** What a signed-in visitor sees on the front door: who they are and where to go next. */
export function Welcome({ session, headingId }: { session: SessionData; headingId: string }) {
  const passes = session.passes.length;
  return (
    <>
      <Heading id={headingId}>Welcome back</Heading>
      <Text>
        You're signed in with order <strong>{session.orderNumber}</strong>
        {passes > 0 && ` (${passes} ${passes === 1 ? 'pass' : 'passes'})`}.
      </Text>
      <Links>
        <Onward to="/attractions" $primary>
          Attractions
        </Onward>
        <Onward to="/bookings">My bookings</Onward>
      </Links>
    </>
  );
}
