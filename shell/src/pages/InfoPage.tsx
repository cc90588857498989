import { Page, PageTitle } from '@citypass/shared-ui/components/Page/Page';
import { shellTexts } from '../i18n/shell-texts';
import type { InfoContent } from './info-content';

export function InfoPage({ content }: { content: InfoContent }) {
  const t = shellTexts.useT();
  return (
    <Page>
      <PageTitle>{t(content.title)}</PageTitle>
      {content.paragraphs.map((id) => (
        <p key={id}>{t(id)}</p>
      ))}
    </Page>
  );
}
