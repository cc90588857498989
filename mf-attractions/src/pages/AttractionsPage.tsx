import { Page, PageTitle } from '@citypass/shared-ui/src/components/Page/Page';

export default function AttractionsPage() {
  return (
    <Page>
      <PageTitle>Attractions</PageTitle>
    </Page>
  );
}
