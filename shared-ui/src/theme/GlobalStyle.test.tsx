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

describe("a city's web font", () => {
  it('is declared with its stand-in sized to its metrics, and the body asks for both before the system font', () => {
    const face = { family: 'City paris', src: '/city/paris-font.0123456789.woff2', fallback: { family: 'City paris Fallback', local: ['Arial', 'ArialMT'], ascentOverride: '98.0762%', descentOverride: '26.8825%', lineGapOverride: '0%', sizeAdjust: '105.1%' } };
    const brand = { ...OTHER_THEME, fonts: { body: '"City paris", "City paris Fallback", system-ui', heading: '"City paris", "City paris Fallback", system-ui', face } };
    render(
      <ThemeProvider theme={brand}>
        <GlobalStyle />
      </ThemeProvider>,
    );
    const css = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText)).join('\n');
    expect(css).toContain('font-family: "City paris"; src: url("/city/paris-font.0123456789.woff2") format("woff2"); font-display: swap;');
    expect(css).toMatch(/font-family: "City paris Fallback"; src: local\("Arial"\), ?local\("ArialMT"\);.*size-adjust: 105.1%/);
    expect(css).toContain('body {margin: 0; font-family: "City paris","City paris Fallback",system-ui;');
  });
});
