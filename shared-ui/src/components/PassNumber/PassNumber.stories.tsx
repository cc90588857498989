import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PassNumber } from '@citypass/shared-ui/components/PassNumber/PassNumber';

const meta: Meta<typeof PassNumber> = { title: 'Content/PassNumber', component: PassNumber, args: { passNumber: '100000000031' } };
export default meta;

export const FourFourFour: StoryObj<typeof PassNumber> = {};
