import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_DATA_ELEMENT_IDS, type PageReleases } from '@citypass/shared-ui/contracts';
import { renderWithPlatform } from '@citypass/shared-ui/testing/render';
import { REMOTE_LOADED_EVENT } from '../federation/remote-loader';
import { appendDataBlock } from '../testing/page-with-data';
import { RemoteVersions } from './RemoteVersions';

jest.mock('@module-federation/enhanced/runtime', () => ({}));

type Federation = { moduleInfo: Record<string, { buildVersion: string }> };

/** The federation runtime records these remotes' manifests as loaded, and the shell says so. */
function remotesLoad(builds: Record<string, string>) {
  const moduleInfo: Federation['moduleInfo'] = {};
  for (const [name, buildVersion] of Object.entries(builds)) moduleInfo[`${name}:https://${name}.example/mf-manifest.json`] = { buildVersion };
  (globalThis as { __FEDERATION__?: Federation }).__FEDERATION__ = { moduleInfo };
  act(() => {
    window.dispatchEvent(new Event(REMOTE_LOADED_EVENT));
  });
}

const toggleVersions = () => userEvent.keyboard('{Alt>}{Shift>}V{/Shift}{/Alt}');

describe('RemoteVersions', () => {
  afterEach(() => {
    delete (globalThis as { __FEDERATION__?: unknown }).__FEDERATION__;
    document.getElementById(PAGE_DATA_ELEMENT_IDS.releases)?.remove();
    window.sessionStorage.clear();
  });

  it('shows visitors no versions', () => {
    renderWithPlatform(<RemoteVersions />, { route: '/bookings' });
    remotesLoad({ bookings: '2.0.0-e2e' });
    expect(screen.queryByText(/Versions:/)).not.toBeInTheDocument();
  });

  it('shows each loaded build once a remote has loaded, when the address asks with ?versions, and keeps them for the tab', () => {
    const { unmount } = renderWithPlatform(<RemoteVersions />, { route: '/bookings?versions' });
    expect(screen.queryByText(/Versions:/)).not.toBeInTheDocument();
    remotesLoad({ bookings: '2.0.0-e2e' });
    expect(screen.getByText('Versions: bookings 2.0.0-e2e')).toBeInTheDocument();

    unmount();
    renderWithPlatform(<RemoteVersions />, { route: '/attractions' });
    expect(screen.getByText('Versions: bookings 2.0.0-e2e')).toBeInTheDocument();
  });

  it('shows and hides the versions with Alt+Shift+V, and stays hidden once turned off', async () => {
    const { unmount } = renderWithPlatform(<RemoteVersions />, { route: '/bookings' });
    remotesLoad({ bookings: '2.0.0-e2e' });
    await toggleVersions();
    expect(screen.getByText('Versions: bookings 2.0.0-e2e')).toBeInTheDocument();
    await toggleVersions();
    expect(screen.queryByText(/Versions:/)).not.toBeInTheDocument();

    unmount();
    renderWithPlatform(<RemoteVersions />, { route: '/bookings' });
    expect(screen.queryByText(/Versions:/)).not.toBeInTheDocument();
  });

  it('names the release the page loads for a remote, and the build of a remote without one', () => {
    const releases: PageReleases = {
      enforced: false,
      remotes: { bookings: { version: '0.1.0-d76f41dc7b80', base: 'https://bookings.example/0.1.0-d76f41dc7b80/', integrity: {} } },
    };
    appendDataBlock(document, PAGE_DATA_ELEMENT_IDS.releases, JSON.stringify(releases));
    renderWithPlatform(<RemoteVersions />, { route: '/bookings?versions=1' });
    remotesLoad({ auth: '0.1.0', bookings: '0.1.0' });
    expect(screen.getByText('Versions: auth 0.1.0 · bookings 0.1.0-d76f41dc7b80')).toBeInTheDocument();
  });
});
