import styled from 'styled-components';

/** One step of a form (a fieldset without a frame), as the booking panel and the timeslot picker lay them out. */
export const FormStep = styled.fieldset`
  margin: 0 0 1.5rem;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const FormStepLegend = styled.legend`
  margin-bottom: 0.75rem;
  padding: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.125rem;
  font-weight: 700;
`;
