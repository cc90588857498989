import styled from 'styled-components';

/**
 * The box a page says something in, in place of or over its content: a problem, or what it shows
 * without a network. Its bar takes the brand colour the part chooses (`$accent`).
 */
export const NoticeBox = styled.div<{ $accent: 'primary' | 'highlight' }>`
  margin: 0 0 1.5rem;
  padding: 1rem 1.25rem;
  border-inline-start: 4px solid ${({ theme, $accent }) => theme.colors[$accent]};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  line-height: 1.5;

  p {
    margin: 0;
  }
`;
