import styled from 'styled-components';
import type { AccessibilityStatement } from '@citypass/contracts';
import { Page, PageTitle } from '@citypass/shared-ui/components/Page/Page';
import { useLanguage } from '@citypass/shared-ui/platform/i18n';
import { shellTexts } from '../i18n/shell-texts';

const Heading = styled.h2`
  margin: 2rem 0 0.75rem;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.25rem;
`;

const Limitations = styled.ul`
  padding-inline-start: 1.25rem;
  line-height: 1.5;

  li + li {
    margin-top: 0.5rem;
  }
`;

/** The review day in the page's language; the settings hold it as YYYY-MM-DD, a day anywhere. */
function reviewDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** The city's accessibility statement: the standard, how it is checked, what is known to fall short, and who hears about a barrier. */
export function AccessibilityPage({ statement }: { statement: AccessibilityStatement }) {
  const t = shellTexts.useT();
  const language = useLanguage();
  const external = !statement.contact.startsWith('mailto:');
  return (
    <Page>
      <PageTitle>{t('info.accessibility.title')}</PageTitle>
      <p>{t('info.accessibility.commitment')}</p>
      <p>{t('info.accessibility.standard')}</p>
      <Heading>{t('info.accessibility.checksHeading')}</Heading>
      <p>{t('info.accessibility.checks')}</p>
      <Heading>{t('info.accessibility.limitationsHeading')}</Heading>
      <Limitations>
        <li>{t('info.accessibility.limitation.audit')}</li>
        <li>{t('info.accessibility.limitation.attractionTexts')}</li>
        <li>{t('info.accessibility.limitation.calendars')}</li>
      </Limitations>
      <Heading>{t('info.accessibility.feedbackHeading')}</Heading>
      <p>{t('info.accessibility.feedback')}</p>
      <p>
        <a href={statement.contact} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {t('info.accessibility.contact')}
        </a>
      </p>
      {statement.escalation && (
        <p>
          {t('info.accessibility.escalation')}{' '}
          <a href={statement.escalation.url} target="_blank" rel="noopener noreferrer">
            {statement.escalation.name}
          </a>
        </p>
      )}
      <p>{statement.reviewed ? t('info.accessibility.reviewed', { date: reviewDay(statement.reviewed, language) }) : t('info.accessibility.notReviewed')}</p>
    </Page>
  );
}
