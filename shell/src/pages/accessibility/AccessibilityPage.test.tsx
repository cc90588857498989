import { Suspense } from 'react';
import { act, screen } from '@testing-library/react';
import { TEST_STATEMENT } from '@citypass/contracts/testing';
import { switchLanguage } from '@citypass/shared-ui/platform/i18n';
import { renderWithPlatform } from '@citypass/shared-ui/testing/render';
import AccessibilityPage from './AccessibilityPage';

describe('the accessibility statement', () => {
  afterEach(() => act(() => switchLanguage('en')));

  it('says the standard met, how it is checked, what falls short, where to report a barrier and to whom to escalate, and when it was reviewed', async () => {
    renderWithPlatform(<Suspense fallback={null}><AccessibilityPage statement={TEST_STATEMENT} /></Suspense>);
    // Its texts arrive with it, apart from every other page's.
    expect(await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeInTheDocument();
    expect(screen.getByText(/Web Content Accessibility Guidelines \(WCAG\) 2\.2 at level AA/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'How we check it' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Known limitations' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Contact us about accessibility' })).toHaveAttribute('href', 'mailto:accessibility@citypass.test');
    const body = screen.getByRole('link', { name: 'The national accessibility body' });
    expect(body).toHaveAttribute('href', 'https://accessibility.example.org/complaints');
    expect(body).toHaveAttribute('target', '_blank');
    expect(screen.getByText('This statement was last reviewed on November 20, 2026.')).toBeInTheDocument();
  });

  it('opens a contact page in a new tab, and leaves escalation out when the city names no body', async () => {
    renderWithPlatform(<Suspense fallback={null}><AccessibilityPage statement={{ contact: 'https://www.citypass.test/accessibility', reviewed: '2026-11-20', escalation: null }} /></Suspense>);
    expect(await screen.findByRole('link', { name: 'Contact us about accessibility' })).toHaveAttribute('target', '_blank');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('says so when the statement was never reviewed (outside production only)', async () => {
    renderWithPlatform(<Suspense fallback={null}><AccessibilityPage statement={{ ...TEST_STATEMENT, reviewed: null }} /></Suspense>);
    expect(await screen.findByText('This statement has not been reviewed yet.')).toBeInTheDocument();
  });

  it("reads in the page's language, the review day too", async () => {
    await act(() => switchLanguage('de'));
    renderWithPlatform(<Suspense fallback={null}><AccessibilityPage statement={TEST_STATEMENT} /></Suspense>);
    expect(await screen.findByRole('heading', { level: 1, name: 'Erklärung zur Barrierefreiheit' })).toBeInTheDocument();
    expect(screen.getByText('Diese Erklärung wurde zuletzt am 20. November 2026 überprüft.')).toBeInTheDocument();
  });
});
