import { screen } from '@testing-library/react';
import { renderWithPlatform } from '@citypass/shared-ui/src/testing/render';
import ErrorPage from './ErrorPage';

describe('ErrorPage', () => {
  it.each([
    ['Configuration', 'Sign-in is unavailable right now'],
    ['AccessDenied', 'Access denied'],
    ['Verification', 'This sign-in link can no longer be used'],
    ['SomethingNew', 'There was a problem signing you in'],
  ])('explains ?error=%s and offers a way back to sign-in', (code, title) => {
    renderWithPlatform(<ErrorPage />, { route: `/error?error=${code}` });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/');
  });

  it('uses the catalogue for product codes', () => {
    renderWithPlatform(<ErrorPage />, { route: '/error?error=ORDER_CANCELLED' });
    expect(screen.getByText('This order has been cancelled.')).toBeInTheDocument();
  });

  it('has a generic text without a code', () => {
    renderWithPlatform(<ErrorPage />, { route: '/error' });
    expect(screen.getByRole('heading', { level: 1, name: 'There was a problem signing you in' })).toBeInTheDocument();
  });
});
