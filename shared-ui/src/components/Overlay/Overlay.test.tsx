import { fireEvent, render } from '@testing-library/react';
import { Overlay } from './Overlay';

describe('Overlay', () => {
  it('dims at 0.43 by default and calls its click handler', () => {
    const onClick = jest.fn();
    const { container } = render(<Overlay onClick={onClick} />);
    const overlay = container.firstElementChild as HTMLElement;
    expect(getComputedStyle(overlay).background).toContain('rgba(0, 0, 0, 0.43)');
    fireEvent.click(overlay);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('takes the app opacity and hides itself from assistive technology when empty', () => {
    const { container } = render(<Overlay opacity={0.5} />);
    const overlay = container.firstElementChild as HTMLElement;
    expect(getComputedStyle(overlay).background).toContain('rgba(0, 0, 0, 0.5)');
    expect(overlay).toHaveAttribute('aria-hidden', 'true');
  });

  it('exposes its children', () => {
    const { getByText } = render(<Overlay>Please wait</Overlay>);
    expect(getByText('Please wait').closest('[aria-hidden]')).toBeNull();
  });
});
