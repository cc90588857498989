import type { ButtonHTMLAttributes } from 'react';
import type {} from '@citypass/shared-ui/theme/styled'; // theme typing for every package compiling this file
import styled, { css } from 'styled-components';
import { notOnPaper } from '@citypass/shared-ui/theme/print';

type ButtonVariant = 'primary' | 'secondary';

const StyledButton = styled.button<{ $variant: ButtonVariant; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  padding: 0.625rem 1.5rem;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  font-weight: 600;
  line-height: 1.2;
  cursor: pointer;
  transition: background-color 120ms ease, border-color 120ms ease, color 120ms ease;

  ${({ $variant, theme }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          &:hover:not(:disabled),
          &:active:not(:disabled) {
            background: ${theme.colors.primaryPressed};
            border-color: ${theme.colors.primaryPressed};
          }
        `
      : css`
          background: transparent;
          color: ${theme.colors.primary};
          &:hover:not(:disabled) {
            background: ${theme.colors.surface};
          }
          &:active:not(:disabled) {
            border-color: ${theme.colors.primaryPressed};
            color: ${theme.colors.primaryPressed};
          }
        `}

  &:disabled {
    background: ${({ theme }) => theme.colors.disabled};
    border-color: ${({ theme }) => theme.colors.disabled};
    color: ${({ theme }) => theme.colors.text};
    cursor: not-allowed;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  ${notOnPaper}
`;

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  fullWidth?: boolean;
}

export function Button({ variant = 'primary', fullWidth = false, type = 'button', ...rest }: ButtonProps) {
  return <StyledButton type={type} $variant={variant} $fullWidth={fullWidth} {...rest} />;
}
