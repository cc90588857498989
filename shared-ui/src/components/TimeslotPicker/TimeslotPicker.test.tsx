import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { groupAvailability } from '../../format/availability';
import { switchLanguage } from '../../platform/i18n';
import { renderWithPlatform } from '../../testing/render';
import { TimeslotPicker } from './TimeslotPicker';

const availability = groupAvailability([
  { id: 11, date_time: '2025-06-10T07:30:00Z', timezone: 'Europe/Amsterdam' },
  { id: 12, date_time: '2025-06-10T13:15:00Z', timezone: 'Europe/Amsterdam' },
  { id: 21, date_time: '2025-06-11T08:00:00Z', timezone: 'Europe/Amsterdam' },
]);

describe('TimeslotPicker', () => {
  it('offers the dates by their display names and no times before a date is chosen', () => {
    renderWithPlatform(<TimeslotPicker availability={availability} onChange={() => undefined} />);
    const dates = within(screen.getByRole('group', { name: 'Choose a date' }));
    expect(dates.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Tuesday 10th June 2025',
      'Wednesday 11th June 2025',
    ]);
    expect(screen.queryByRole('group', { name: 'Choose a time' })).not.toBeInTheDocument();
  });

  it('reports the date, then the time with its id and raw date_time', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    renderWithPlatform(<TimeslotPicker availability={availability} onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Tuesday 10th June 2025' }));
    expect(onChange).toHaveBeenLastCalledWith({ date: '2025-06-10', time: null });

    const times = within(screen.getByRole('group', { name: 'Choose a time' }));
    expect(times.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['9:30 AM', '3:15 PM']);
    await user.click(times.getByRole('radio', { name: '3:15 PM' }));
    expect(onChange).toHaveBeenLastCalledWith({
      date: '2025-06-10',
      time: { id: 12, value: '2025-06-10T13:15:00Z' },
    });
    expect(times.getByRole('radio', { name: '3:15 PM' })).toBeChecked();
  });

  it('clears the time when another date is chosen', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    renderWithPlatform(<TimeslotPicker availability={availability} onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Tuesday 10th June 2025' }));
    await user.click(screen.getByRole('radio', { name: '9:30 AM' }));
    await user.click(screen.getByRole('radio', { name: 'Wednesday 11th June 2025' }));
    expect(onChange).toHaveBeenLastCalledWith({ date: '2025-06-11', time: null });
    expect(screen.getByRole('radio', { name: '10:00 AM' })).not.toBeChecked();
  });

  it('shows a controlled selection, e.g. the current slot of a booking being amended', () => {
    renderWithPlatform(
      <TimeslotPicker
        availability={availability}
        value={{ date: '2025-06-11', time: { id: 21, value: '2025-06-11T08:00:00Z' } }}
        onChange={() => undefined}
        dateLegend="New date"
        timeLegend="New time"
      />,
    );
    expect(within(screen.getByRole('group', { name: 'New date' })).getByRole('radio', { name: 'Wednesday 11th June 2025' })).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'New time' })).getByRole('radio', { name: '10:00 AM' })).toBeChecked();
  });

  it('keeps sixty days of dates in a scroll box of their own, wherever the picker is used', () => {
    const sixtyDays = groupAvailability(
      Array.from({ length: 60 }, (_, day) => ({
        id: day,
        date_time: new Date(Date.UTC(2025, 5, 10 + day, 8)).toISOString(),
        timezone: 'Europe/Amsterdam',
      })),
    );
    renderWithPlatform(<TimeslotPicker availability={sixtyDays} onChange={() => undefined} />);
    const dates = within(screen.getByRole('group', { name: 'Choose a date' })).getAllByRole('radio');
    expect(dates).toHaveLength(60);
    const box = dates[0]?.closest('label')?.parentElement;
    expect(box).toHaveStyle({ maxHeight: '21rem', overflowY: 'auto' });
  });
});

describe('TimeslotPicker in another language', () => {
  afterEach(() => act(() => switchLanguage('en')));

  it("asks for a date and a time in the page's language, the days and times grouped in it", async () => {
    await act(() => switchLanguage('ja'));
    const inJapanese = groupAvailability([{ id: 11, date_time: '2025-06-10T07:30:00Z', timezone: 'Europe/Amsterdam' }], undefined, 'ja');
    const user = userEvent.setup();
    renderWithPlatform(<TimeslotPicker availability={inJapanese} onChange={() => undefined} />);
    await user.click(within(screen.getByRole('group', { name: '日付を選択してください' })).getByRole('radio', { name: '2025年6月10日火曜日' }));
    expect(within(screen.getByRole('group', { name: '時間を選択してください' })).getByRole('radio', { name: '9:30' })).toBeInTheDocument();
  });
});
