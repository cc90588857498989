import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTheme } from 'styled-components';
import { track } from '@citypass/shared-ui/platform/analytics';
import { useDeploymentLinks } from '@citypass/shared-ui/platform/deployment-links';
import { useNotification } from '@citypass/shared-ui/platform/notifications';
import { useOnline } from '@citypass/shared-ui/platform/online';
import { useSession } from '@citypass/shared-ui/platform/session';
import { safeCallbackPath } from '../client/callback-url';
import { ErrorNotice } from '../components/ErrorNotice';
import { Card, CardFootnote, CardIntro, CardOffline, CardTitle, FrontDoor } from '../components/FrontDoor';
import { SignInForm } from '../components/SignInForm';
import type { SignInFields } from '../components/sign-in-fields';
import { SignInHero } from '../components/SignInHero';
import { Welcome } from '../components/Welcome';
import { authTexts } from '../i18n/auth-texts';
import { signInNotice } from './sign-in-notice';

/** `/`: the product's front door. Signs in by order number and e-mail (the session provider handles a magic-link token). */
export default function SignInPage() {
  const theme = useTheme();
  const t = authTexts.useT();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const links = useDeploymentLinks();
  const online = useOnline();
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { notify } = useNotification();
  const queryError = params.get('error');

  const notice = signInNotice(formError ?? queryError);
  const cardError = notice?.place === 'card' ? notice.error : null;

  // A refused magic link arrives as the `error` query; the spec's modal codes open the modal once.
  useEffect(() => {
    const arrived = signInNotice(queryError);
    if (arrived?.place === 'modal') notify(arrived.error);
  }, [queryError, notify]);

  function refused(code: string) {
    setFormError(code);
    const refusal = signInNotice(code);
    if (refusal?.place === 'modal') notify(refusal.error);
  }

  async function signIn(fields: SignInFields) {
    setPending(true);
    setFormError(null);
    const callbackPath = safeCallbackPath(params.get('callbackUrl'), window.location.origin);
    let leaving = false;
    try {
      const result = await session.signIn('order', { ...fields, redirect: false, callbackUrl: callbackPath });
      // undefined: the client is already leaving (providers unavailable).
      leaving = result === undefined || (result.ok && new URL(callbackPath, window.location.origin).pathname !== pathname);
      if (result === undefined) return;
      if (result.ok) {
        track('sign_in', { method: 'order' });
        navigate(callbackPath);
        return;
      }
      track('sign_in_failed', { method: 'order', error_code: result.error });
      refused(result.error ?? 'SOMETHING_WRONG');
    } catch {
      setFormError('SOMETHING_WRONG');
    } finally {
      // A visitor on their way to the next page keeps the busy form until that page replaces it.
      if (!leaving) setPending(false);
    }
  }

  // While the visitor's own sign-in is under way, the form stays as it is until the next page (its
  // button says it is busy): the card does not change size under them.
  const busy = session.status === 'loading' && !pending;

  return (
    <FrontDoor hero={<SignInHero wordmark={theme.logo.wordmark} tagline={theme.logo.tagline} />}>
      <Card aria-labelledby="sign-in-card-title" aria-busy={busy || undefined}>
        {busy ? (
          <>
            <CardTitle id="sign-in-card-title">{t('signIn.title')}</CardTitle>
            <CardIntro role="status">{t('signIn.waiting')}</CardIntro>
          </>
        ) : session.status === 'authenticated' && session.data && !pending ? (
          <Welcome session={session.data} headingId="sign-in-card-title" />
        ) : (
          <>
            <CardTitle id="sign-in-card-title">{t('signIn.title')}</CardTitle>
            <CardIntro>{t('signIn.intro')}</CardIntro>
            {!online && <CardOffline role="status">{t('signIn.offline')}</CardOffline>}
            {cardError && <ErrorNotice error={cardError} />}
            <SignInForm pending={pending} onSubmit={(fields) => void signIn(fields)} />
            <CardFootnote>
              {t.rich('signIn.orderNotFound', {
                contactLink: (
                  <a href={links.customerServices} target="_blank" rel="noopener noreferrer">
                    {t('signIn.orderNotFound.contactLink')}
                  </a>
                ),
              })}
            </CardFootnote>
          </>
        )}
      </Card>
    </FrontDoor>
  );
}
