import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOGO_MAX_BYTES, logoProblems } from './logo-check';

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
