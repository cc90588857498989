import { screen, within } from '@testing-library/react';
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
