import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { switchLanguage } from '../../platform/i18n';
import { renderWithPlatform } from '../../testing/render';
import { Modal } from './Modal';

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [show, setShow] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setShow(true)}>
        Open
      </button>
      <Modal
        title="There was a problem"
        show={show}
        handleClose={() => {
          onClose();
          setShow(false);
        }}
      >
        <p>Something went wrong, please try again</p>
        <a href="/bookings">My bookings</a>
      </Modal>
    </>
  );
}

async function openModal(onClose?: () => void) {
  const user = userEvent.setup();
  renderWithPlatform(<Harness onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return user;
}

describe('Modal', () => {
  it('renders nothing when not shown', () => {
    renderWithPlatform(<Modal title="Hidden" show={false} handleClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title, rendered into document.body', async () => {
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'There was a problem' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Something went wrong, please try again');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
  });

  it('closes with the close control', async () => {
    const onClose = jest.fn();
    const user = await openModal(onClose);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const onClose = jest.fn();
    const user = await openModal(onClose);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on an overlay click but not on a click inside the dialog', async () => {
    const onClose = jest.fn();
    const user = await openModal(onClose);
    await user.click(screen.getByText('Something went wrong, please try again'));
    expect(onClose).not.toHaveBeenCalled();
    const overlay = document.body.querySelector('[data-overlay]');
    expect(overlay).not.toBeNull();
    fireEvent.click(overlay as Element);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('moves focus in on open and restores it on close', async () => {
    const user = await openModal();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const user = await openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const link = screen.getByRole('link', { name: 'My bookings' });
    await user.tab();
    expect(link).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(link).toHaveFocus();
  });

  it('caps its width at 600px by default and takes another when given', () => {
    const { rerender } = renderWithPlatform(<Modal title="Wide" show handleClose={() => undefined} />);
    expect(getComputedStyle(screen.getByRole('dialog')).maxWidth).toBe('600px');
    rerender(<Modal title="Wide" show maxWidth="40rem" handleClose={() => undefined} />);
    expect(getComputedStyle(screen.getByRole('dialog')).maxWidth).toBe('40rem');
  });
});

describe('Modal in another language', () => {
  afterEach(() => act(() => switchLanguage('en')));

  it("names its close control in the page's language", async () => {
    await act(() => switchLanguage('de'));
    const onClose = jest.fn();
    const user = await openModal(onClose);
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
