import { screen } from '@testing-library/react';
import { renderWithPlatform } from '../../testing/render';
import { Page, PageTitle } from './Page';

describe('Page', () => {
  it('wraps content in an 80rem column under a level-one title', () => {
    renderWithPlatform(
      <Page>
        <PageTitle>My bookings</PageTitle>
        <p>Nothing booked yet</p>
      </Page>,
    );
    const title = screen.getByRole('heading', { level: 1, name: 'My bookings' });
    expect(getComputedStyle(title.parentElement as HTMLElement).maxWidth).toBe('80rem');
  });
});
