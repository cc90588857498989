import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-webpack5';
import { catalogueRule } from '@citypass/webpack-config/catalogue-rule.js';
import { swcRule } from '@citypass/webpack-config/swc-rule.js';
import { cityThemes } from './city-looks.ts';

// The design system's explorer: every component's stories, in the look of every city of
// `deployments/` (the toolbar's "City"), with the accessibility addon.
const CITY_FILES = fileURLToPath(new URL('../.storybook-cities', import.meta.url));
// Read once, before Storybook serves the files they write.
const themes = await cityThemes(CITY_FILES);

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-webpack5', options: {} },
  staticDirs: [{ from: '../.storybook-cities', to: '/' }],
  core: { disableTelemetry: true },
  typescript: { check: false, reactDocgen: false },
  async webpackFinal(webpack) {
    const { default: webpackLibrary } = await import('webpack');
    // The product's rules: TypeScript through swc, catalogues compiled as the builds compile them.
    webpack.module?.rules?.push(swcRule(true), catalogueRule());
    webpack.plugins?.push(new webpackLibrary.DefinePlugin({ __CITY_THEMES__: JSON.stringify(themes) }));
    return webpack;
  },
};

export default config;
