import { Page, PageTitle } from '@citypass/shared-ui/components/Page/Page';
import { infoTexts } from './info-texts';
import type { InfoContent } from './info-content';

export default function InfoPage({ content }: { content: InfoContent }) {
  const t = infoTexts.useT();
  return (
    <Page>
      <PageTitle>{t(content.title)}</PageTitle>
      {content.paragraphs.map((id) => (
        <p key={id}>{t(id)}</p>
      ))}
    </Page>
  );
}
