import type {} from '@citypass/shared-ui/theme/styled'; // theme typing for every package compiling this file
import { VisuallyHidden } from '@citypass/shared-ui/components/VisuallyHidden/VisuallyHidden';
import styled, { keyframes } from 'styled-components';
import { Overlay } from '@citypass/shared-ui/components/Overlay/Overlay';
import { sharedTexts } from '@citypass/shared-ui/platform/shared-texts';

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

/** A status named by `label` (the caller's text), or by "Loading" in the page's language. */
export function Spinner({ label }: { label?: string }) {
  const t = sharedTexts.useT();
  const name = label ?? t('spinner.loading');
  return (
    <span role="status" aria-label={name}>
      <Ring aria-hidden="true" />
      <VisuallyHidden>{name}</VisuallyHidden>
    </span>
  );
}

/** The overlay shown while a booking request runs (opacity 0.5, as in the app). */
export function SpinnerOverlay({ show, label }: { show: boolean; label?: string }) {
  if (!show) return null;
  return (
    <Overlay opacity={0.5}>
      <Spinner label={label} />
    </Overlay>
  );
}
