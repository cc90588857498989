import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkLogo, LOGO_MAX_BYTES } from './logo-check';

const logoProblems = (svg: Buffer) => checkLogo(svg).problems;

// One file per refusal (test/logos/), as an operator would put beside the settings file.
const logo = (name: string) => readFileSync(join(__dirname, '../test/logos', name));

it('takes a plain SVG, references inside itself included', () => {
  expect(logoProblems(logo('plain.svg'))).toEqual([]);
});

it.each([
  ['script.svg', ['has a script']],
  ['handler.svg', ['has an event handler (onload)']],
  ['foreign-object.svg', ['has a foreignObject']],
  ['external-image.svg', ['refers to another file (xlink:href="https://tracker.example/pixel.png")']],
  ['external-style.svg', ['refers to another file from its style']],
  ['not-svg.svg', ['is not an SVG image (its root element is not <svg>)']],
])('refuses %s, saying why', (file, problems) => {
  expect(logoProblems(logo(file))).toEqual(problems);
});

it.each(['entity.svg', 'broken.svg'])('refuses %s as not well-formed', (file) => {
  expect(logoProblems(logo(file))).toEqual([expect.stringMatching(/^is not well-formed SVG \(|^declares a DOCTYPE/)]);
});

it('refuses a logo over 100 kB before reading it', () => {
  const big = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><desc>${'x'.repeat(LOGO_MAX_BYTES)}</desc></svg>`);
  expect(logoProblems(big)).toEqual(['is 101 kB, over 100 kB']);
});

it('reads its width to its height from its viewBox, else its width and height, and refuses one without a size or too narrow for a header', () => {
  expect(checkLogo(logo('plain.svg')).aspectRatio).toBe(3);
  expect(checkLogo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="80px" height="40px"/>')).aspectRatio).toBe(2);
  expect(logoProblems(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>'))).toEqual(['has no size: give it a viewBox']);
  expect(logoProblems(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 900 100"/>'))).toEqual(['is wider than 8 to 1: a header has no room for it']);
});
