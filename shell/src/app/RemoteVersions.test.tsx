import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_DATA_ELEMENT_IDS, type PageReleases, type RemoteName } from '@citypass/contracts';
import { switchLanguage } from '@citypass/shared-ui/platform/i18n';
import { renderWithPlatform } from '@citypass/shared-ui/testing/render';
import { loadedRemotes, REMOTE_LOADED_EVENT } from '../federation/remote-loader';
import { appendDataBlock } from '../testing/page-with-data';
import { RemoteVersions } from './RemoteVersions';

jest.mock('../federation/remote-loader', () => ({ REMOTE_LOADED_EVENT: 'citypass:remote-loaded', loadedRemotes: jest.fn(() => []) }));

/** The page names these remotes' builds (from their manifests, as the BFF read them). */
function pageNamesBuilds(builds: Partial<Record<RemoteName, string>>) {
  const files = Object.fromEntries(Object.entries(builds).map(([name, version]) => [name, { exposes: {}, version }]));
  appendDataBlock(document, PAGE_DATA_ELEMENT_IDS.remoteFiles, JSON.stringify(files));
}

/** Modules of these remotes have loaded, and the shell says so. */
function remotesLoad(names: RemoteName[]) {
  jest.mocked(loadedRemotes).mockReturnValue(names);
  act(() => {
    window.dispatchEvent(new Event(REMOTE_LOADED_EVENT));
  });
}

const toggleVersions = () => userEvent.keyboard('{Alt>}{Shift>}V{/Shift}{/Alt}');

describe('RemoteVersions', () => {
  afterEach(() => {
    jest.mocked(loadedRemotes).mockReturnValue([]);
    document.getElementById(PAGE_DATA_ELEMENT_IDS.remoteFiles)?.remove();
    document.getElementById(PAGE_DATA_ELEMENT_IDS.releases)?.remove();
    window.sessionStorage.clear();
  });

  beforeEach(() => pageNamesBuilds({ auth: '0.1.0', bookings: '2.0.0-e2e' }));

  it('shows visitors no versions', () => {
    renderWithPlatform(<RemoteVersions />, { route: '/bookings' });
    remotesLoad(['bookings']);
    expect(screen.queryByText(/Versions:/)).not.toBeInTheDocument();
  });

  it('shows each loaded build once a remote has loaded, when the address asks with ?versions, and keeps them for the tab', () => {
    const { unmount } = renderWithPlatform(<RemoteVersions />, { route: '/bookings?versions' });
    expect(screen.queryByText(/Versions:/)).not.toBeInTheDocument();
    remotesLoad(['bookings']);
    expect(screen.getByText('Versions: bookings 2.0.0-e2e')).toBeInTheDocument();

    unmount();
    renderWithPlatform(<RemoteVersions />, { route: '/attractions' });
    expect(screen.getByText('Versions: bookings 2.0.0-e2e')).toBeInTheDocument();
  });

  it('shows and hides the versions with Alt+Shift+V, and stays hidden once turned off', async () => {
    const { unmount } = renderWithPlatform(<RemoteVersions />, { route: '/bookings' });
    remotesLoad(['bookings']);
    await toggleVersions();
    expect(screen.getByText('Versions: bookings 2.0.0-e2e')).toBeInTheDocument();
    await toggleVersions();
    expect(screen.queryByText(/Versions:/)).not.toBeInTheDocument();

    unmount();
    renderWithPlatform(<RemoteVersions />, { route: '/bookings' });
    expect(screen.queryByText(/Versions:/)).not.toBeInTheDocument();
  });

  it("names the release the page loads for a remote, and the build's version of a remote without one", () => {
    const releases: PageReleases = {
      enforced: false,
      remotes: { bookings: { version: '0.1.0-d76f41dc7b80', base: 'https://bookings.example/0.1.0-d76f41dc7b80/', integrity: {} } },
    };
    appendDataBlock(document, PAGE_DATA_ELEMENT_IDS.releases, JSON.stringify(releases));
    renderWithPlatform(<RemoteVersions />, { route: '/bookings?versions=1' });
    remotesLoad(['auth', 'bookings']);
    expect(screen.getByText('Versions: auth 0.1.0 · bookings 0.1.0-d76f41dc7b80')).toBeInTheDocument();
  });

  it("names the line in the page's language", async () => {
    await act(() => switchLanguage('ja'));
    renderWithPlatform(<RemoteVersions />, { route: '/bookings?versions' });
    remotesLoad(['auth', 'bookings']);
    expect(screen.getByText('バージョン：auth 0.1.0 · bookings 2.0.0-e2e')).toBeInTheDocument();
    await act(() => switchLanguage('en'));
  });
});
