import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { below } from '@citypass/shared-ui/theme/media';
import { Overlay } from '@citypass/shared-ui/components/Overlay/Overlay';
import { focusableWithin } from '@citypass/shared-ui/components/Modal/focusable';
import { sharedTexts } from '@citypass/shared-ui/platform/shared-texts';

const Layer = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1001;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 1rem;
  pointer-events: none;
`;

const Dialog = styled.div<{ $maxWidth: string }>`
  pointer-events: auto;
  position: relative;
  width: 100%;
  max-width: ${({ $maxWidth }) => $maxWidth};
  max-height: calc(80vh - 5rem);
  overflow-y: auto;
  padding: 2rem 1.75rem 1.75rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 1.25rem 3rem rgba(0, 0, 0, 0.25);

  ${below('md')} {
    max-height: 50vh;
    padding: 1.5rem 1.25rem 1.25rem;
  }
`;

const Title = styled.h2`
  margin-block: 0 0.75rem;
  margin-inline: 0 2.5rem;
  font-size: 1.375rem;
`;

const CloseButton = styled.button`
  position: absolute;
  top: 0.75rem;
  inset-inline-end: 0.75rem;
  width: 2.5rem;
  height: 2.5rem;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

interface ModalProps {
  title: string;
  show: boolean;
  children?: ReactNode;
  maxWidth?: string;
  handleClose: () => void;
}

export function Modal({ title, show, children, maxWidth = '600px', handleClose }: ModalProps) {
  if (!show) return null;
  return createPortal(
    <OpenModal title={title} maxWidth={maxWidth} handleClose={handleClose}>
      {children}
    </OpenModal>,
    document.body,
  );
}

function OpenModal({ title, children, maxWidth, handleClose }: Omit<ModalProps, 'show'> & { maxWidth: string }) {
  const t = sharedTexts.useT();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  // Focus moves in on open and back to where it was on close, so keyboard users keep their place.
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) (focusableWithin(dialog)[0] ?? dialog).focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') handleClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [handleClose]);

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableWithin(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <Overlay opacity={0.5} onClick={handleClose} />
      <Layer>
        <Dialog
          ref={dialogRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          $maxWidth={maxWidth}
          onKeyDown={trapTab}
        >
          <CloseButton type="button" aria-label={t('modal.close')} onClick={handleClose}>
            <span aria-hidden="true">×</span>
          </CloseButton>
          <Title id={titleId}>{title}</Title>
          {children}
        </Dialog>
      </Layer>
    </>
  );
}
