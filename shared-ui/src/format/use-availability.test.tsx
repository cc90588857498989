import { act, renderHook } from '@testing-library/react';
import { switchLanguage } from '@citypass/shared-ui/platform/i18n';
import { useAvailability } from './use-availability';

const entries = [
  { id: 1, date_time: '2025-06-10T07:30:00Z', timezone: 'Europe/Amsterdam' },
  { id: 2, date_time: '2025-06-11T13:15:00Z', timezone: 'Europe/Amsterdam' },
];

afterEach(() => act(() => switchLanguage('en')));

describe('useAvailability', () => {
  it("groups the timeslots in the page's language, and again in place when it changes, the values unchanged", async () => {
    const { result, rerender } = renderHook(() => useAvailability(entries, 'Europe/Amsterdam'));
    const english = result.current;
    expect(english.dates.map((date) => date.display)).toEqual(['Tuesday 10th June 2025', 'Wednesday 11th June 2025']);
    rerender();
    expect(result.current).toBe(english);

    await act(() => switchLanguage('es'));
    expect(result.current.dates).toEqual([
      { id: '2025-06-10', value: '2025-06-10', display: 'martes, 10 de junio de 2025' },
      { id: '2025-06-11', value: '2025-06-11', display: 'miércoles, 11 de junio de 2025' },
    ]);
    expect(result.current.times['2025-06-11']).toEqual([{ id: 2, value: '2025-06-11T13:15:00Z', display: '15:15' }]);
  });
});
