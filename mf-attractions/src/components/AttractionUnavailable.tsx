import { Button } from '@citypass/shared-ui/components/Button/Button';
import { ButtonLink } from '@citypass/shared-ui/components/ButtonLink/ButtonLink';
import { PageTitle } from '@citypass/shared-ui/components/Page/Page';
import { attractionsTexts } from '../i18n/attractions-texts';
import { ATTRACTIONS_PATH } from '../routes';
import { Notice } from './Notice';

interface AttractionUnavailableProps {
  /** The failure's catalogue text. */
  message: string;
  /** An attraction the pass cannot book: trying again would not help, choosing another would. */
  notOnPass: boolean;
  onRetry(): void;
}

/** In place of an attraction that could not be shown: why, and the one step that helps. */
export function AttractionUnavailable({ message, notOnPass, onRetry }: AttractionUnavailableProps) {
  const t = attractionsTexts.useT();
  return (
    <>
      <PageTitle>{t('attraction.unavailable.title')}</PageTitle>
      <Notice>
        <p>{message}</p>
        {notOnPass ? (
          <ButtonLink to={ATTRACTIONS_PATH}>{t('attraction.unavailable.seeOthers')}</ButtonLink>
        ) : (
          <Button variant="secondary" onClick={onRetry}>
            {t('attraction.unavailable.retry')}
          </Button>
        )}
      </Notice>
    </>
  );
}
