import type { ReactNode } from 'react';
import styled from 'styled-components';
import { above } from '@citypass/shared-ui/theme/media';

const Backdrop = styled.div`
  display: grid;
  align-items: center;

  /* Fills the space between header and footer on larger screens, so the brand field meets the footer. */
  ${above('md')} {
    min-height: calc(100vh - 11rem);
  }

  background:
    radial-gradient(circle at 85% 15%, rgb(255 255 255 / 0.14), transparent 45%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.primary}, ${({ theme }) => theme.colors.primaryPressed});
`;

const Inner = styled.div`
  display: grid;
  gap: 1.75rem;
  max-width: ${({ theme }) => theme.contentMaxWidth};
  width: 100%;
  margin: 0 auto;
  padding: 2rem 1rem 2.5rem;

  ${above('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(22rem, 26rem);
    align-items: center;
    gap: 3rem;
    padding: 4.5rem 2rem 5rem;
  }
`;

export const Card = styled.section`
  padding: 1.5rem 1.25rem;
  border-radius: calc(${({ theme }) => theme.radius} * 2);
  background: ${({ theme }) => theme.colors.background};
  box-shadow: 0 1.25rem 2.5rem rgb(0 0 0 / 0.18);

  ${above('md')} {
    padding: 2rem;
  }
`;

export const CardTitle = styled.h2`
  margin: 0 0 0.375rem;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.5rem;
  color: ${({ theme }) => theme.colors.text};
`;

export const CardIntro = styled.p`
  margin: 0 0 1.25rem;
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Said over the form while the browser has no network: signing in needs one. */
export const CardOffline = styled.p`
  margin: 0 0 1.25rem;
  padding: 0.75rem 1rem;
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

export const CardFootnote = styled.p`
  margin: 1.25rem 0 0;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/** The sign-in page's frame: the brand's colour field, a hero on one side and a card on the other. */
export function FrontDoor({ hero, children }: { hero: ReactNode; children: ReactNode }) {
  return (
    <Backdrop>
      <Inner>
        {hero}
        {children}
      </Inner>
    </Backdrop>
  );
}
