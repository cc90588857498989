import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '@citypass/shared-ui/src/platform/session';
import { signInWithMagicLink } from './magic-link-sign-in';

function withQuery(pathname: string, query: URLSearchParams): string {
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * A `token` in the page query with no session signs in with it (spec: magic-link sign-in
 * returning to the current page). Either way the token leaves the URL; a refusal becomes
 * the page's `error`. Returns whether a token is still being handled.
 */
export function useQueryTokenSignIn(): boolean {
  const { status, signIn } = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const token = new URLSearchParams(search).get('token');
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!token || status === 'loading' || handled.current === token) return;
    handled.current = token;
    const rest = new URLSearchParams(search);
    rest.delete('token');
    rest.delete('error');
    const here = withQuery(pathname, rest);
    if (status === 'authenticated') {
      navigate(here, { replace: true });
      return;
    }
    void signInWithMagicLink(signIn, token, here).then((outcome) => {
      if (!outcome.ok) rest.set('error', outcome.error);
      navigate(withQuery(pathname, rest), { replace: true });
    });
  }, [token, status, signIn, pathname, search, navigate]);

  return token !== null;
}
