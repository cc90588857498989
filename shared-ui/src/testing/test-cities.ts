import { OTHER_CITY, TEST_CITY } from '@citypass/contracts/testing';
import { brandTheme } from '@citypass/shared-ui/theme/brand-theme';

// The test looks (@citypass/contracts/testing) as styled-components themes.
export { OTHER_CITY, TEST_CITY };
export const TEST_THEME = brandTheme(TEST_CITY);
export const OTHER_THEME = brandTheme(OTHER_CITY);
