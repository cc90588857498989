import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useSession } from '@citypass/shared-ui/platform/session';
import { safeCallbackPath } from '../client/callback-url';
import { Card, CardIntro, CardTitle, FrontDoor } from '../components/FrontDoor';
import { SignInHero } from '../components/SignInHero';
import { signInWithMagicLink } from '../hooks/magic-link-sign-in';
import { authTexts } from '../i18n/auth-texts';
import { useTheme } from 'styled-components';

/**
 * `/auth/magic-link/:id`: the link carries the token in its path. Signs in with it, then goes
 * to the callbackUrl (or the attractions); a refused token returns to sign-in with its code.
 */
export default function MagicLinkPage() {
  const theme = useTheme();
  const t = authTexts.useT();
  const { id } = useParams();
  const [params] = useSearchParams();
  const { status, signIn } = useSession();
  const navigate = useNavigate();
  const started = useRef(false);
  const callbackUrl = params.get('callbackUrl');

  useEffect(() => {
    if (status === 'loading' || started.current) return;
    started.current = true;
    const target = safeCallbackPath(callbackUrl, window.location.origin);
    if (!id) {
      navigate('/', { replace: true });
      return;
    }
    void signInWithMagicLink(signIn, id, target).then((outcome) => {
      navigate(outcome.ok ? target : `/?error=${encodeURIComponent(outcome.error)}`, { replace: true });
    });
  }, [status, id, callbackUrl, signIn, navigate]);

  return (
    <FrontDoor hero={<SignInHero wordmark={theme.logo.wordmark} tagline={theme.logo.tagline} />}>
      <Card aria-labelledby="magic-link-title" aria-busy>
        <CardTitle id="magic-link-title">{t('magicLink.title')}</CardTitle>
        <CardIntro role="status">{t('magicLink.checking')}</CardIntro>
      </Card>
    </FrontDoor>
  );
}
