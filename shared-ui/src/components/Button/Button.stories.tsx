import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '@citypass/shared-ui/components/Button/Button';

const meta: Meta<typeof Button> = { title: 'Controls/Button', component: Button, args: { children: 'Book 2 passes' } };
export default meta;

export const Primary: StoryObj<typeof Button> = {};
export const Secondary: StoryObj<typeof Button> = { args: { variant: 'secondary', children: 'Change booking' } };
export const Disabled: StoryObj<typeof Button> = { args: { disabled: true } };
export const FullWidth: StoryObj<typeof Button> = { args: { fullWidth: true, children: 'Sign in' } };
