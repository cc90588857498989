import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BRAND_NAMES } from '@citypass/contracts';
import { resolveContactLinks } from './contact-links';
import { loadConfig } from './load-config';
import { securityContactProblems } from './security-contact';

// The examples shipped for operators: one per brand, each fit to start in production.
const folder = resolve(__dirname, '../../../deployments');
const silent = { warn: () => undefined } as never;

test('there is one example per brand', () => {
  const files = readdirSync(folder).filter((name) => name.endsWith('.json'));
  expect(files.sort()).toEqual(BRAND_NAMES.map((brand) => `${brand}.json`).sort());
});

describe.each(BRAND_NAMES)('the %s example', (brand) => {
  const production = () => loadConfig({ NODE_ENV: 'production', DEPLOYMENT_FILE: join(folder, `${brand}.json`) });

  it('is valid settings for its own brand, served over https', () => {
    expect(production().BRAND).toBe(brand);
    expect(new URL(production().PUBLIC_URL).protocol).toBe('https:');
  });

  it('has contact links a production deployment accepts', () => {
    expect(() => resolveContactLinks(production(), silent)).not.toThrow();
  });

  it('has a security contact a production deployment accepts', () => {
    expect(securityContactProblems(production())).toEqual([]);
  });
});
