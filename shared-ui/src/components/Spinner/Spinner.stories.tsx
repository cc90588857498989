import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Spinner } from '@citypass/shared-ui/components/Spinner/Spinner';

const meta: Meta<typeof Spinner> = { title: 'Feedback/Spinner', component: Spinner, args: { label: 'Loading attractions' } };
export default meta;

export const Labelled: StoryObj<typeof Spinner> = {};
