import { Page, PageTitle } from '@citypass/shared-ui/components/Page/Page';
import type { InfoContent } from './info-content';

export function InfoPage({ content }: { content: InfoContent }) {
  return (
    <Page>
      <PageTitle>{content.title}</PageTitle>
      {content.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </Page>
  );
}
