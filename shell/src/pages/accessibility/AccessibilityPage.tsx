import styled from 'styled-components';
import type { AccessibilityStatement } from '@citypass/contracts';
import { Page, PageTitle } from '@citypass/shared-ui/components/Page/Page';
import { useLanguage } from '@citypass/shared-ui/platform/i18n';
import { statementTexts } from './statement-texts';

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
export default function AccessibilityPage({ statement }: { statement: AccessibilityStatement }) {
  const t = statementTexts.useT();
  const language = useLanguage();
  const external = !statement.contact.startsWith('mailto:');
  return (
    <Page>
      <PageTitle>{t('title')}</PageTitle>
      <p>{t('commitment')}</p>
      <p>{t('standard')}</p>
      <Heading>{t('checksHeading')}</Heading>
      <p>{t('checks')}</p>
      <Heading>{t('limitationsHeading')}</Heading>
      <Limitations>
        <li>{t('limitation.audit')}</li>
        <li>{t('limitation.attractionTexts')}</li>
        <li>{t('limitation.calendars')}</li>
      </Limitations>
      <Heading>{t('feedbackHeading')}</Heading>
      <p>{t('feedback')}</p>
      <p>
        <a href={statement.contact} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {t('contact')}
        </a>
      </p>
      {statement.escalation && (
        <p>
          {t('escalation')}{' '}
          <a href={statement.escalation.url} target="_blank" rel="noopener noreferrer">
            {statement.escalation.name}
          </a>
        </p>
      )}
      <p>{statement.reviewed ? t('reviewed', { date: reviewDay(statement.reviewed, language) }) : t('notReviewed')}</p>
    </Page>
  );
}
