import { screen } from '@testing-library/react';
import { renderWithPlatform } from '@citypass/shared-ui/testing/render';
import ErrorPage from './ErrorPage';

describe('ErrorPage', () => {
  it.each([
    ['Configuration', 'Sign-in is unavailable right now'],
    ['AccessDenied', 'Access denied'],
    ['Verification', 'This sign-in link can no longer be used'],
    ['SomethingNew', 'There was a problem signing you in'],
    ['CLIENT_FETCH_ERROR', 'There was a problem signing you in'],
  ])('explains ?error=%s and offers a way back to sign-in', (code, title) => {
    renderWithPlatform(<ErrorPage />, { route: `/error?error=${code}` });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/');
  });

  it('uses the catalogue for product codes', () => {
    renderWithPlatform(<ErrorPage />, { route: '/error?error=ORDER_CANCELLED' });
    expect(screen.getByText('This order has been cancelled.')).toBeInTheDocument();
  });

  it("offers the deployment's customer services where the catalogue links to them", () => {
    const links = { contact: 'https://www.citypass-newyork.com/contact', customerServices: 'https://www.citypass-newyork.com/customer-services' };
    renderWithPlatform(<ErrorPage />, { route: '/error?error=AUTH-006', links });
    expect(screen.getByRole('link', { name: 'Contact customer services' })).toHaveAttribute('href', 'https://www.citypass-newyork.com/customer-services');
  });

  it('has a generic text without a code', () => {
    renderWithPlatform(<ErrorPage />, { route: '/error' });
    expect(screen.getByRole('heading', { level: 1, name: 'There was a problem signing you in' })).toBeInTheDocument();
  });
});
