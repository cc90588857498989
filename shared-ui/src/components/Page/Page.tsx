import styled from 'styled-components';
import { above } from '@citypass/shared-ui/theme/media';

/** The content column of every page: at most 80rem wide, centred, with breathing room on phones. */
export const Page = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.contentMaxWidth};
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;

  ${above('md')} {
    padding: 2.5rem 2rem 4rem;
  }
`;

export const PageTitle = styled.h1`
  margin: 0 0 1.5rem;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.75rem;
  font-weight: 700;
  line-height: 1.2;
  letter-spacing: -0.01em;
  color: ${({ theme }) => theme.colors.text};

  ${above('md')} {
    font-size: 2.25rem;
  }
`;
