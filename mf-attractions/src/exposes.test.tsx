import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { SessionContext, type SessionContextValue } from '@citypass/shared-ui/platform/session';
import { renderWithPlatform } from '@citypass/shared-ui/testing/render';

const loadingSession: SessionContextValue = {
  status: 'loading',
  data: null,
  update: jest.fn(async () => null),
  signIn: jest.fn(async () => undefined),
  signOut: jest.fn(async () => undefined),
};

it('each exposed page waits in the host’s Suspense until its texts have arrived, and never shows one before', async () => {
  // Imported here, after the test set-up has loaded the texts of the parts defined so far: this
  // remote's catalogue is not loaded yet, as when the shell first renders one of its pages.
  const { exposedModules } = await import('./exposes.contract');
  renderWithPlatform(
    <SessionContext.Provider value={loadingSession}>
      {Object.entries(exposedModules).map(([id, { default: Page }]) => (
        <Suspense key={id} fallback={<p>Waiting for {id}</p>}>
          <Page />
        </Suspense>
      ))}
    </SessionContext.Provider>,
  );
  expect(screen.getByText('Waiting for attractions/AttractionsPage')).toBeInTheDocument();
  expect(screen.getByText('Waiting for attractions/ConfirmationPage')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();

  expect(await screen.findAllByRole('status', { name: 'Checking your session' })).toHaveLength(2);
  expect(screen.queryByText(/^Waiting for/)).not.toBeInTheDocument();
});
