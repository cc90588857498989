// Jest resolves the package's node build, which leaves global styles to server rendering;
// the browser build is what the app ships, so the test uses it too.
jest.mock('styled-components', () => jest.requireActual('styled-components/dist/styled-components.browser.cjs.js'));

import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { OTHER_THEME } from '../testing/test-cities';
import { GlobalStyle } from './GlobalStyle';

describe('GlobalStyle', () => {
  it('gives the body the brand font, text colour and background', () => {
    const brand = OTHER_THEME;
    render(
      <ThemeProvider theme={brand}>
        <GlobalStyle />
      </ThemeProvider>,
    );
    const body = getComputedStyle(document.body);
    const rules = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText));
    const bodyRule = rules.find((rule) => rule.startsWith('body'));
    expect(bodyRule).toContain('font-family: Futura,sans-serif');
    expect(rules.find((rule) => rule.startsWith(':focus-visible'))).toContain('outline: 3px solid #b34700');
    expect(body.color).toBe('rgb(42, 31, 26)');
    expect(body.backgroundColor).toBe('rgb(255, 253, 249)');
    expect(body.margin).toBe('0px');
  });
});
