import { Page, PageTitle } from '@citypass/shared-ui/src/components/Page/Page';

export default function MagicLinkPage() {
  return (
    <Page>
      <PageTitle>Signing you in</PageTitle>
    </Page>
  );
}
