import { Suspense } from 'react';
import { act, screen } from '@testing-library/react';
import { switchLanguage } from '@citypass/shared-ui/platform/i18n';
import { renderWithPlatform } from '@citypass/shared-ui/testing/render';
import { infoPages } from './info-content';
import InfoPage from './InfoPage';

describe('InfoPage', () => {
  afterEach(() => act(() => switchLanguage('en')));

  it('shows a footer page as its title and paragraphs, its texts arriving with it', async () => {
    renderWithPlatform(<Suspense fallback={null}><InfoPage content={infoPages.terms} /></Suspense>);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeInTheDocument();
    expect(screen.getByText(/^Bookings can be amended or cancelled online until the attraction's booking window closes\./)).toBeInTheDocument();
    expect(screen.getAllByRole('paragraph')).toHaveLength(3);
  });

  it("reads in the page's language, and again after a switch", async () => {
    await act(() => switchLanguage('ca'));
    renderWithPlatform(<Suspense fallback={null}><InfoPage content={infoPages.notFound} /></Suspense>);
    expect(await screen.findByRole('heading', { level: 1, name: 'No s’ha trobat la pàgina' })).toBeInTheDocument();
    expect(screen.getByText('La pàgina que cerqueu no existeix. Feu servir el menú per trobar les atraccions o les vostres reserves.')).toBeInTheDocument();
    await act(() => switchLanguage('zh-Hans'));
    expect(screen.getByRole('heading', { level: 1, name: '找不到页面' })).toBeInTheDocument();
  });
});
