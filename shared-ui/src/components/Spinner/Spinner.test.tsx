import { act, screen } from '@testing-library/react';
import { switchLanguage } from '../../platform/i18n';
import { renderWithPlatform } from '../../testing/render';
import { Spinner, SpinnerOverlay } from './Spinner';

describe('Spinner', () => {
  it('is a status named Loading', () => {
    renderWithPlatform(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('overlay shows only while asked, at opacity 0.5, with its label', () => {
    const { rerender } = renderWithPlatform(<SpinnerOverlay show={false} label="Booking your timeslot" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<SpinnerOverlay show label="Booking your timeslot" />);
    const status = screen.getByRole('status', { name: 'Booking your timeslot' });
    expect(getComputedStyle(status.parentElement as HTMLElement).background).toContain('rgba(0, 0, 0, 0.5)');
  });
});

describe('Spinner in another language', () => {
  afterEach(() => act(() => switchLanguage('en')));

  it("is named Loading in the page's language unless its caller names it", async () => {
    await act(() => switchLanguage('ja'));
    renderWithPlatform(<Spinner />);
    expect(screen.getByRole('status', { name: '読み込み中' })).toBeInTheDocument();
  });
});
