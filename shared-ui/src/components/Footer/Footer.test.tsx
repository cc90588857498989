import { act, screen, within } from '@testing-library/react';
import { switchLanguage } from '../../platform/i18n';
import { renderWithPlatform } from '../../testing/render';
import { Footer } from './Footer';

describe('Footer', () => {
  it('links to the four site pages', () => {
    renderWithPlatform(<Footer />);
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(footer.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    expect(footer.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
    expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(footer.getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '/accessibility');
  });

  it("opens the deployment's Contact Us externally in a new tab, and says so", () => {
    const links = { contact: 'https://www.citypass-barcelona.com/contact', customerServices: 'https://www.citypass-barcelona.com/customer-services' };
    renderWithPlatform(<Footer />, { links });
    const contact = screen.getByRole('link', { name: 'Contact Us (opens in a new tab)' });
    expect(contact).toHaveAttribute('href', 'https://www.citypass-barcelona.com/contact');
    expect(contact).toHaveAttribute('target', '_blank');
    expect(contact).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('Footer in another language', () => {
  afterEach(() => act(() => switchLanguage('en')));

  it("names its links in the page's language, the new tab included", async () => {
    await act(() => switchLanguage('fr'));
    renderWithPlatform(<Footer />);
    const footer = within(screen.getByRole('navigation', { name: 'Pied de page' }));
    expect(footer.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    expect(footer.getByRole('link', { name: 'À propos' })).toHaveAttribute('href', '/about');
    expect(footer.getByRole('link', { name: 'Conditions générales' })).toHaveAttribute('href', '/terms');
    expect(footer.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute('href', '/privacy');
    expect(footer.getByRole('link', { name: 'Accessibilité' })).toHaveAttribute('href', '/accessibility');
    expect(footer.getByRole('link', { name: 'Nous contacter (s’ouvre dans un nouvel onglet)' })).toHaveTextContent('Nous contacter ↗');
  });
});
