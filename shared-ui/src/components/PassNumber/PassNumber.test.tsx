import { screen } from '@testing-library/react';
import { renderWithPlatform } from '../../testing/render';
import { PassNumber } from './PassNumber';

describe('PassNumber', () => {
  it('shows the pass number 4-4-4 on one line, never broken at its hyphens', () => {
    renderWithPlatform(<PassNumber passNumber="100000000012" id="pass-12" />);
    const number = screen.getByText('1000-0000-0012');
    expect(number).toHaveAttribute('id', 'pass-12');
    expect(number).toHaveStyle({ whiteSpace: 'nowrap' });
  });
});
