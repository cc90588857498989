import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkSettings } from './settings-problems';
import { resolveContactLinks } from './contact-links';
import { loadConfig } from './load-config';
import { securityContactProblems } from './security-contact';

// The examples shipped for operators: one settings file per city, each fit to start in production.
const folder = resolve(__dirname, '../../../deployments');
const silent = { warn: () => undefined } as never;
const examples = readdirSync(folder).filter((name) => name.endsWith('.json'));

test('there are the three cities, and the product look the tests use', () => {
  expect(examples.sort()).toEqual(['amsterdam.json', 'barcelona.json', 'legacy.json', 'newyork.json', 'wip.json']);
});

describe.each(examples)('the %s example', (file) => {
  const source = { NODE_ENV: 'production', DEPLOYMENT_FILE: join(folder, file), AUTH_SECRET: 'a-secret-that-is-long-enough-for-production-0000', UPSTREAM_URL: 'https://reservations.example', RELEASE_REGISTRY_FILE: 'releases-registry.json' };
  const production = () => loadConfig(source);

  it('is valid settings served over https, with a look visitors can read', async () => {
    expect(new URL(production().PUBLIC_URL).protocol).toBe('https:');
    expect((await checkSettings(source)).problems).toEqual([]);
  });

  it('has contact links a production deployment accepts', async () => {
    expect(() => resolveContactLinks(production(), silent)).not.toThrow();
  });

  it('has a security contact a production deployment accepts', async () => {
    expect(securityContactProblems(production())).toEqual([]);
  });
});

test('the cities look different: each its own colours', () => {
  const primaries = examples.filter((file) => !['legacy.json', 'wip.json'].includes(file)).map((file) => (require(join(folder, file)) as { brand: { colors: { primary: string } } }).brand.colors.primary);
  expect(new Set(primaries).size).toBe(primaries.length);
});
