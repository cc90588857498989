import { screen } from '@testing-library/react';
import { renderWithPlatform } from '../../testing/render';
import { TEST_THEME } from '../../testing/test-cities';
import { ButtonLink } from './ButtonLink';

describe('ButtonLink', () => {
  it('is a link to its destination, filled when primary and outlined otherwise', () => {
    renderWithPlatform(
      <>
        <ButtonLink to="/bookings" $primary>
          My bookings
        </ButtonLink>
        <ButtonLink to="/attractions">Attractions</ButtonLink>
      </>,
    );
    const primary = screen.getByRole('link', { name: 'My bookings' });
    expect(primary).toHaveAttribute('href', '/bookings');
    expect(primary).toHaveStyle({ background: TEST_THEME.colors.primary });
    expect(screen.getByRole('link', { name: 'Attractions' })).toHaveStyle({ background: 'transparent' });
  });
});
