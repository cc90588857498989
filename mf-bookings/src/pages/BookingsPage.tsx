import { Page, PageTitle } from '@citypass/shared-ui/src/components/Page/Page';

export default function BookingsPage() {
  return (
    <Page>
      <PageTitle>My bookings</PageTitle>
    </Page>
  );
}
