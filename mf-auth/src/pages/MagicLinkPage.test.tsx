import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { SessionContext, type SessionContextValue, type SignInResult } from '@citypass/shared-ui/platform/session';
import { renderWithPlatform } from '@citypass/shared-ui/testing/render';
import MagicLinkPage from './MagicLinkPage';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(route: string, result: SignInResult) {
  const value: SessionContextValue = {
    status: 'unauthenticated',
    data: null,
    update: jest.fn(async () => null),
    signIn: jest.fn(async () => result),
    signOut: jest.fn(async () => undefined),
  };
  renderWithPlatform(
    <SessionContext.Provider value={value}>
      <Routes>
        <Route path="/auth/magic-link/:id" element={<MagicLinkPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </SessionContext.Provider>,
    { route },
  );
  return value;
}

describe('MagicLinkPage', () => {
  it('signs in with the token of the path and goes to the attractions', async () => {
    const value = renderAt('/auth/magic-link/tok-1', { error: null, status: 200, ok: true, url: 'http://localhost/attractions' });
    expect(screen.getByRole('heading', { name: 'Signing you in' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/attractions$/));
    expect(value.signIn).toHaveBeenCalledWith('magic-link-token', { magicLinkToken: 'tok-1', callbackUrl: '/attractions', redirect: false });
  });

  it('goes to a same-origin callbackUrl, never another origin', async () => {
    renderAt('/auth/magic-link/tok-1?callbackUrl=%2Fbookings', { error: null, status: 200, ok: true, url: null });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/bookings$/));
  });

  it('returns to sign-in with the code of a refused token', async () => {
    renderAt('/auth/magic-link/used?callbackUrl=https%3A%2F%2Fevil.example', { error: 'TOKEN_EXPIRED', status: 401, ok: false, url: null });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/\?error=TOKEN_EXPIRED$/));
  });
});
