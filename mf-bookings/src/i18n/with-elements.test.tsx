import { render, screen } from '@testing-library/react';
import { elementSlot, withElements } from './with-elements';

describe('withElements', () => {
  it('puts each element where the message places its slot, in any order', () => {
    const text = `woensdag 12 juni 2030 om ${elementSlot('time')}`;
    render(<p>{withElements(text, { time: <strong>10:00</strong> })}</p>);
    expect(screen.getByRole('paragraph')).toHaveTextContent('woensdag 12 juni 2030 om 10:00');
    expect(screen.getByText('10:00').tagName).toBe('STRONG');
  });

  it('leaves a message without slots as it is', () => {
    expect(withElements('Mijn boekingen', {})).toEqual(['Mijn boekingen']);
  });
});
