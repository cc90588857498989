import styled, { css } from 'styled-components';

/** The rules that keep an element read out by screen readers but never shown. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** Text for screen readers only: read out, never shown. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
