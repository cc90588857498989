import styled from 'styled-components';

/** Heading of a part of the booking view: the steps and the summary. */
export const SectionTitle = styled.h2`
  margin: 0 0 1.25rem;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.375rem;
`;
