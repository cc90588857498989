import { css } from 'styled-components';

/**
 * For what has no use on paper (menus, controls, the footer's links): left out when the page is
 * printed. Interpolated last in a component's styles, so no rule of the screen comes after it.
 */
export const notOnPaper = css`
  @media print {
    display: none;
  }
`;
