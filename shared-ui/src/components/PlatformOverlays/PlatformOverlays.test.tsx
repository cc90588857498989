import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLoading } from '@citypass/shared-ui/platform/loading';
import { switchLanguage } from '@citypass/shared-ui/platform/i18n';
import { useNotification } from '@citypass/shared-ui/platform/notifications';
import { renderWithPlatform } from '@citypass/shared-ui/testing/render';
import { PlatformOverlays } from './PlatformOverlays';

// Stands in for a remote page that reports through the platform stores.
function Page() {
  const { notify } = useNotification();
  const { setLoading } = useLoading();
  return (
    <>
      <button onClick={() => notify({ title: 'Booking cancelled', message: 'Your booking was cancelled.' })}>notify</button>
      <button
        onClick={() =>
          notify({
            title: 'Still registering',
            message: 'Please contact customer services.',
            link: { to: 'customerServices', label: 'Contact customer services', external: true },
          })
        }
      >
        notify with link
      </button>
      <button onClick={() => setLoading(true)}>start</button>
      <button onClick={() => setLoading(false)}>stop</button>
    </>
  );
}

describe('PlatformOverlays', () => {
  it('shows a notification a page sends, until it is closed', async () => {
    renderWithPlatform(
      <>
        <Page />
        <PlatformOverlays />
      </>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'notify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Booking cancelled' });
    expect(dialog).toHaveTextContent('Your booking was cancelled.');
    await userEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("offers the deployment's address for the link a notification carries, opening an external one in a new tab", async () => {
    const links = { contact: 'https://www.citypass-newyork.com/contact', customerServices: 'https://www.citypass-newyork.com/customer-services' };
    renderWithPlatform(
      <>
        <Page />
        <PlatformOverlays />
      </>,
      { links },
    );
    await userEvent.click(screen.getByRole('button', { name: 'notify with link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Still registering' });
    const link = within(dialog).getByRole('link', { name: 'Contact customer services' });
    expect(link).toHaveAttribute('href', 'https://www.citypass-newyork.com/customer-services');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(screen.getByRole('button', { name: /close/i }));
    await userEvent.click(screen.getByRole('button', { name: 'notify' }));
    expect(within(await screen.findByRole('dialog')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('covers the page while a page says it is busy', async () => {
    renderWithPlatform(
      <>
        <Page />
        <PlatformOverlays />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'start' }));
    expect(screen.getByRole('status', { name: 'Please wait' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'stop', hidden: true }));
    expect(screen.queryByRole('status', { name: 'Please wait' })).not.toBeInTheDocument();
  });
});

describe('PlatformOverlays in another language', () => {
  afterEach(() => act(() => switchLanguage('en')));

  it("asks the visitor to wait in the page's language while a page is busy", async () => {
    await act(() => switchLanguage('nl'));
    renderWithPlatform(
      <>
        <Page />
        <PlatformOverlays />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'start' }));
    expect(screen.getByRole('status', { name: 'Even geduld' })).toBeInTheDocument();
  });
});
