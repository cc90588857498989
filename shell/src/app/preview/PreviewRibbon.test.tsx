import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_DATA_ELEMENT_IDS, PREVIEW_PATHS } from '@citypass/contracts';
import { switchLanguage } from '@citypass/shared-ui/platform/i18n';
import { renderWithPlatform } from '@citypass/shared-ui/testing/render';
import { SessionContext, type SessionContextValue } from '@citypass/shared-ui/platform/session';
import { appendDataBlock } from '../../testing/page-with-data';
import { Layout } from '../Layout';
import { PreviewRibbon } from './PreviewRibbon';

const session: SessionContextValue = { status: 'unauthenticated', data: null, update: jest.fn(), signIn: jest.fn(), signOut: jest.fn() };
const PREVIEW = { remotes: [{ remote: 'bookings' as const, version: '1.3.0-0123456789ab', loaded: true }] };

afterEach(() => {
  document.getElementById(PAGE_DATA_ELEMENT_IDS.preview)?.remove();
});

function renderLayout() {
  return renderWithPlatform(
    <SessionContext.Provider value={session}>
      <Layout>
        <p>The page</p>
      </Layout>
    </SessionContext.Provider>,
    { route: '/bookings' },
  );
}

describe('the preview ribbon', () => {
  it('shows above the header on a page that previews, naming each previewed remote and version, and the page paints with it', async () => {
    appendDataBlock(document, PAGE_DATA_ELEMENT_IDS.preview, JSON.stringify({ remotes: [...PREVIEW.remotes, { remote: 'attractions', version: '2.0.0-0123456789ab', loaded: true }] }));
    renderLayout();
    // Never a header without the ribbon above it: it would move down when the ribbon came.
    expect(screen.queryByRole('banner')).toBeNull();
    const ribbon = await screen.findByRole('region', { name: 'Preview' });
    expect(ribbon).toHaveTextContent('Preview: bookings 1.3.0-0123456789ab · attractions 2.0.0-0123456789ab');
    expect(ribbon.compareDocumentPosition(screen.getByRole('banner')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not there on a visitor’s page, nor on a page whose preview block is not one', () => {
    renderLayout();
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
    appendDataBlock(document, PAGE_DATA_ELEMENT_IDS.preview, '{"remotes":[{"remote":"payments"}]}');
    renderLayout();
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
  });

  it('says when a previewed release can no longer be loaded and the page shows the promoted one', () => {
    renderWithPlatform(<PreviewRibbon preview={{ remotes: [{ ...PREVIEW.remotes[0]!, loaded: false }] }} />);
    expect(screen.getByRole('region', { name: 'Preview' })).toHaveTextContent(
      'Preview: bookings 1.3.0-0123456789ab can no longer be previewed, so this page shows the promoted release',
    );
  });

  it("names a developer's dev server a remote comes from", () => {
    renderWithPlatform(<PreviewRibbon preview={{ remotes: [{ remote: 'bookings', version: 'dev', loaded: true, devServer: 'http://localhost:3013' }] }} />);
    expect(screen.getByRole('region', { name: 'Preview' })).toHaveTextContent('Preview: bookings from the dev server at http://localhost:3013');
  });

  it('ends the preview from the keyboard and loads the page again', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 204 });
    const reload = jest.fn();
    renderWithPlatform(<PreviewRibbon preview={PREVIEW} reload={reload} fetchImpl={fetchMock} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'End preview' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(fetchMock).toHaveBeenCalledWith(PREVIEW_PATHS.end, { method: 'POST', credentials: 'same-origin' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says so, and stays, when the preview cannot be ended', async () => {
    const fetchMock = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const reload = jest.fn();
    renderWithPlatform(<PreviewRibbon preview={PREVIEW} reload={reload} fetchImpl={fetchMock} />);
    await userEvent.click(screen.getByRole('button', { name: 'End preview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The preview could not be ended. Check your connection and try again.');
    expect(screen.getByRole('button', { name: 'End preview' })).toBeEnabled();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('the preview ribbon in another language', () => {
  afterEach(() => act(() => switchLanguage('en')));

  it('says what is previewed and offers to end it in the language of the page, French spacing included', async () => {
    await act(() => switchLanguage('fr'));
    const preview = { remotes: [PREVIEW.remotes[0]!, { remote: 'auth' as const, version: '0.9.0-0123456789ab', loaded: false }] };
    renderWithPlatform(<PreviewRibbon preview={preview} />);
    // Read as written: Testing Library's matchers would fold the non-breaking spaces into plain ones.
    expect(screen.getByRole('region', { name: 'Aperçu' }).querySelector('p')?.textContent).toBe(
      'Aperçu\u00a0: bookings 1.3.0-0123456789ab · auth 0.9.0-0123456789ab ne peut plus être prévisualisé\u202f; cette page affiche donc la version publiée',
    );
    expect(screen.getByRole('button', { name: 'Terminer l’aperçu' })).toBeEnabled();
  });
});
