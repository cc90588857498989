import type {} from '@citypass/shared-ui/theme/styled'; // theme typing for every package compiling this file
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { notOnPaper } from '@citypass/shared-ui/theme/print';

/** A link that looks like the primary or secondary button: the way onward after a step. */
export const ButtonLink = styled(Link)<{ $primary?: boolean }>`
  display: inline-flex;
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

  ${notOnPaper}
`;
