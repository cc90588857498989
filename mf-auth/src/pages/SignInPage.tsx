import { Page, PageTitle } from '@citypass/shared-ui/src/components/Page/Page';

export default function SignInPage() {
  return (
    <Page>
      <PageTitle>Sign in</PageTitle>
    </Page>
  );
}
