import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useTheme } from 'styled-components';
import { Header, type HeaderProps } from '@citypass/shared-ui/components/Header/Header';

// The header as the shell shows it, with the city's own mark (its logo when it has one).
function CityHeader(props: Omit<HeaderProps, 'logo'>) {
  const { logo } = useTheme();
  return <Header logo={logo} {...props} />;
}

const meta: Meta<typeof CityHeader> = {
  title: 'Chrome/Header',
  component: CityHeader,
  args: {
    navItems: [
      { to: '/attractions', label: 'Attractions' },
      { to: '/bookings', label: 'My bookings' },
    ],
    showMenu: true,
    signedIn: true,
    onSignOut: () => undefined,
  },
};
export default meta;

export const SignedIn: StoryObj<typeof CityHeader> = {};
export const SignedOut: StoryObj<typeof CityHeader> = { args: { showMenu: false, signedIn: false } };
