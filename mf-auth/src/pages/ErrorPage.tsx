import { Page, PageTitle } from '@citypass/shared-ui/src/components/Page/Page';

export default function ErrorPage() {
  return (
    <Page>
      <PageTitle>Sign-in problem</PageTitle>
    </Page>
  );
}
