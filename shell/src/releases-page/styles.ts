import styled from 'styled-components';

/** A labelled form control, full width on a phone. */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  margin: 0 0 1rem;

  label {
    font-weight: 600;
  }

  input,
  select,
  textarea {
    min-height: 2.75rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
`;

/** The API's refusal, with the gate's reasons. */
export const Refusal = styled.div`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 0;
    font-weight: 600;
  }

  ul {
    margin: 0.5rem 0 0;
    padding-left: 1.25rem;
  }
`;
