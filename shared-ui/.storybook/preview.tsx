import { useEffect, useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { Decorator, Preview } from '@storybook/react-webpack5';
import type { CityTheme } from '@citypass/contracts';
import { allTextsReady } from '@citypass/shared-ui/platform/i18n';
import { PlatformProviders } from '@citypass/shared-ui/platform/PlatformProviders';
import { brandTheme } from '@citypass/shared-ui/theme/brand-theme';

// Every city's look, made by main.ts from the settings files in `deployments/`.
declare const __CITY_THEMES__: Record<string, CityTheme>;
const cities = __CITY_THEMES__;
const LINKS = { contact: 'https://www.citypass.example/contact', customerServices: 'https://www.citypass.example/customer-services' };

/** The story once the texts of the page's language are in, as a page renders after them. */
function WhenTextsReady({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => void allTextsReady().then(() => setReady(true)), []);
  return ready ? children : null;
}

const inCity: Decorator = (Story, { globals }) => {
  const city = cities[String(globals.city)] ?? Object.values(cities)[0]!;
  return (
    <PlatformProviders brand={brandTheme(city)} links={LINKS}>
      <MemoryRouter>
        <WhenTextsReady>
          <Story />
        </WhenTextsReady>
      </MemoryRouter>
    </PlatformProviders>
  );
};

const preview: Preview = {
  decorators: [inCity],
  initialGlobals: { city: Object.keys(cities)[0] },
  globalTypes: {
    city: {
      description: "A city's look, from its settings file",
      toolbar: { title: 'City', icon: 'paintbrush', items: Object.entries(cities).map(([value, city]) => ({ value, title: city.name })), dynamicTitle: true },
    },
  },
  parameters: { a11y: { test: 'error' } },
};

export default preview;
