import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '../../testing/render';
import { TEST_THEME } from '../../testing/test-cities';
import { Button } from './Button';

const { colors } = TEST_THEME;

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe('Button', () => {
  it('is a plain button in the primary colours by default and reports clicks', async () => {
    const onClick = jest.fn();
    renderWithPlatform(<Button onClick={onClick}>Book now</Button>);
    const button = screen.getByRole('button', { name: 'Book now' });
    expect(button).toHaveAttribute('type', 'button');
    expect(getComputedStyle(button).backgroundColor).toBe(rgb(colors.primary));
    expect(getComputedStyle(button).color).toBe(rgb(colors.onPrimary));
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('secondary is outlined in the primary colour', () => {
    renderWithPlatform(<Button variant="secondary">Cancel booking</Button>);
    const button = screen.getByRole('button', { name: 'Cancel booking' });
    expect(getComputedStyle(button).color).toBe(rgb(colors.primary));
  });

  it('disabled turns grey and ignores clicks', async () => {
    const onClick = jest.fn();
    renderWithPlatform(
      <Button disabled onClick={onClick}>
        Book now
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Book now' });
    expect(button).toBeDisabled();
    expect(getComputedStyle(button).backgroundColor).toBe(rgb(colors.disabled));
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('can submit a form', () => {
    renderWithPlatform(<Button type="submit">Sign in</Button>);
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('type', 'submit');
  });
});
