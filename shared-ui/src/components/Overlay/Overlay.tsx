import type { ReactNode } from 'react';
import styled from 'styled-components';

const Backdrop = styled.div<{ $opacity: number }>`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(0, 0, 0, ${({ $opacity }) => $opacity});
`;

interface OverlayProps {
  /** The app uses 0.5; 0.43 is the component default of the spec. */
  opacity?: number;
  onClick?: () => void;
  children?: ReactNode;
}

/** A full-screen dimming layer. Pointer only: keyboard users close what it covers with Escape. */
export function Overlay({ opacity = 0.43, onClick, children }: OverlayProps) {
  return (
    <Backdrop data-overlay="" $opacity={opacity} onClick={onClick} aria-hidden={children ? undefined : true}>
      {children}
    </Backdrop>
  );
}
