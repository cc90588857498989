import { SETTLE_AFTER_LOAD_MS, whenVisitorActsOrPageSettles } from './visitor-or-settled';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('work deferred until the visitor acts or the page settles', () => {
  it('runs once the loaded page has been left alone a while', () => {
    const task = jest.fn();
    whenVisitorActsOrPageSettles(task);
    jest.advanceTimersByTime(SETTLE_AFTER_LOAD_MS - 1);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the visitor presses a key or taps, and only once', () => {
    const task = jest.fn();
    whenVisitorActsOrPageSettles(task);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    jest.advanceTimersByTime(SETTLE_AFTER_LOAD_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event when the page is still loading', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const task = jest.fn();
    whenVisitorActsOrPageSettles(task);
    jest.advanceTimersByTime(SETTLE_AFTER_LOAD_MS * 2);
    expect(task).not.toHaveBeenCalled();
    readyState.mockRestore();
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(SETTLE_AFTER_LOAD_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const task = jest.fn();
    const cancel = whenVisitorActsOrPageSettles(task);
    cancel();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    jest.advanceTimersByTime(SETTLE_AFTER_LOAD_MS);
    expect(task).not.toHaveBeenCalled();
  });
});
