import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchLanguage } from '../../platform/i18n';
import { renderWithPlatform } from '../../testing/render';
import { Header, type HeaderProps } from './Header';

const navItems = [
  { to: '/attractions', label: 'Attractions' },
  { to: '/bookings', label: 'My bookings' },
];

function renderHeader(props: Partial<HeaderProps> = {}, route = '/attractions') {
  const onSignOut = jest.fn();
  renderWithPlatform(
    <Header
      logo={{ wordmark: 'Amsterdam', tagline: 'City Pass' }}
      navItems={navItems}
      showMenu
      signedIn
      onSignOut={onSignOut}
      {...props}
    />,
    { route },
  );
  return { onSignOut, user: userEvent.setup() };
}

describe('Header', () => {
  it('is a banner whose logo links home', () => {
    renderHeader();
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByRole('link', { name: 'Amsterdam City Pass (home page)' })).toHaveAttribute('href', '/');
  });

  it("shows the city's logo before its words, in the room the page kept for it, the link named by the words", () => {
    renderHeader({ logo: { wordmark: 'Amsterdam', tagline: 'City Pass', image: { src: '/city/amsterdam-logo.0123456789.svg', aspectRatio: 2.5 } } });
    const link = within(screen.getByRole('banner')).getByRole('link', { name: 'Amsterdam City Pass (home page)' });
    const logo = link.querySelector('img');
    expect(logo).toHaveAttribute('src', '/city/amsterdam-logo.0123456789.svg');
    expect(logo).toHaveAttribute('alt', '');
    expect([logo?.getAttribute('width'), logo?.getAttribute('height')]).toEqual(['100', '40']);
  });

  it('marks the current page in the Main navigation', () => {
    renderHeader({}, '/bookings');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'My bookings' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Attractions' })).not.toHaveAttribute('aria-current');
  });

  it('opens and closes the menu with the Menu toggle', async () => {
    const { user } = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).toContainElement(screen.getByRole('link', { name: 'Attractions' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('is keyboard operable and closes on Escape, returning focus to the toggle', async () => {
    const { user } = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the menu on navigation and highlights the new page', async () => {
    const { user } = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'My bookings' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute('aria-current', 'page');
  });

  it('renders no menu when showMenu is false', () => {
    renderHeader({ showMenu: false }, '/');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Attractions' })).not.toBeInTheDocument();
  });

  it('offers Sign out only when signed in', async () => {
    const { user, onSignOut } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('hides Sign out when signed out', () => {
    renderHeader({ signedIn: false });
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });
});

describe('Header in another language', () => {
  afterEach(() => act(() => switchLanguage('en')));

  it("reads in the page's language, and a switch changes it in place with the menu left open", async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await act(() => switchLanguage('es'));
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByRole('link', { name: 'Amsterdam City Pass (página de inicio)' })).toHaveAttribute('href', '/');
    const nav = within(screen.getByRole('navigation', { name: 'Navegación principal' }));
    expect(nav.getByRole('button', { name: 'Menú' })).toHaveAttribute('aria-expanded', 'true');
    expect(banner.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });
});
