import { act, screen } from '@testing-library/react';
import { renderWithPlatform } from '@citypass/shared-ui/testing/render';
import { REMOTE_LOADED_EVENT } from '../federation/remote-loader';
import { RemoteVersions } from './RemoteVersions';

jest.mock('@module-federation/enhanced/runtime', () => ({}));

describe('RemoteVersions', () => {
  afterEach(() => {
    delete (globalThis as { __FEDERATION__?: unknown }).__FEDERATION__;
  });

  it('shows nothing until a remote has loaded, then each loaded build', () => {
    renderWithPlatform(<RemoteVersions />);
    expect(screen.queryByText(/Versions:/)).not.toBeInTheDocument();

    (globalThis as { __FEDERATION__?: unknown }).__FEDERATION__ = {
      moduleInfo: { 'bookings:http://localhost:3003/mf-manifest.json': { buildVersion: '2.0.0-e2e' } },
    };
    act(() => {
      window.dispatchEvent(new Event(REMOTE_LOADED_EVENT));
    });
    expect(screen.getByText('Versions: bookings 2.0.0-e2e')).toBeInTheDocument();
  });
});
