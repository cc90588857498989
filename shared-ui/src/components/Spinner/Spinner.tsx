import type {} from '@citypass/shared-ui/theme/styled'; // theme typing for every package compiling this file
import { VisuallyHidden } from '@citypass/shared-ui/components/VisuallyHidden/VisuallyHidden';
import styled, { keyframes } from 'styled-components';
import { Overlay } from '@citypass/shared-ui/components/Overlay/Overlay';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span`
  display: inline-block;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  border: 0.3rem solid ${({ theme }) => theme.colors.surface};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.9s linear infinite;
`;

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <span role="status" aria-label={label}>
      <Ring aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}

/** The overlay shown while a booking request runs (opacity 0.5, as in the app). */
export function SpinnerOverlay({ show, label = 'Loading' }: { show: boolean; label?: string }) {
  if (!show) return null;
  return (
    <Overlay opacity={0.5}>
      <Spinner label={label} />
    </Overlay>
  );
}
