import { Page, PageTitle } from '@citypass/shared-ui/src/components/Page/Page';

export default function ConfirmationPage() {
  return (
    <Page>
      <PageTitle>Booking confirmed</PageTitle>
    </Page>
  );
}
