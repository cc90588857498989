import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { groupAvailability } from '@citypass/shared-ui/format/availability';
import { TimeslotPicker } from '@citypass/shared-ui/components/TimeslotPicker/TimeslotPicker';

// Three days of an attraction's timeslots, as its zone shows them.
const DAY = 86_400_000;
const start = Date.UTC(2030, 5, 10, 8, 0);
const entries = [0, 1, 2].flatMap((day) =>
  [0, 2, 5].map((hour, index) => ({ id: `${day}-${index}`, date_time: new Date(start + day * DAY + hour * 3_600_000).toISOString(), timezone: 'Europe/Lisbon' })),
);

const meta: Meta<typeof TimeslotPicker> = {
  title: 'Controls/TimeslotPicker',
  component: TimeslotPicker,
  args: { availability: groupAvailability(entries, 'Europe/Lisbon'), onChange: () => undefined },
};
export default meta;

export const Choosing: StoryObj<typeof TimeslotPicker> = {};
