import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Footer } from '@citypass/shared-ui/components/Footer/Footer';

const meta: Meta<typeof Footer> = { title: 'Chrome/Footer', component: Footer };
export default meta;

export const Links: StoryObj<typeof Footer> = {};
