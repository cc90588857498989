import { parseDeploymentSettings, settingsAsEnv } from './deployment-file';
import { accessibilityStatementOf, accessibilityStatementProblems } from './accessibility-statement';

const production = { NODE_ENV: 'production', CONTACT_URL: 'https://www.citypass-amsterdam.com/contact' };
const HEADING = "The accessibility statement's settings: ";

const file = (accessibility: unknown) => ({
  brand: { id: 'amsterdam', name: 'Amsterdam City Pass', shortName: 'Amsterdam', colors: { primary: '#0b5563', onPrimary: '#ffffff', background: '#ffffff', text: '#1a1f24' } },
  publicUrl: 'https://bookings.citypass-amsterdam.com',
  contactUrl: 'https://www.citypass-amsterdam.com/contact',
  customerServicesUrl: 'https://www.citypass-amsterdam.com/customer-services',
  securityContact: 'mailto:security@citypass-amsterdam.com',
  accessibility,
});

describe("the accessibility statement's settings", () => {
  it('come from the settings file as variables, and reach pages as the statement', () => {
    const settings = parseDeploymentSettings(
      file({ contact: 'mailto:access@citypass-amsterdam.com', reviewed: '2026-11-20', escalation: { name: 'ACM', url: 'https://www.acm.nl/en' } }),
      'amsterdam.json',
    );
    const env = { ...production, ...settingsAsEnv(settings) };
    expect(accessibilityStatementProblems(env)).toEqual([]);
    expect(accessibilityStatementOf(env)).toEqual({ contact: 'mailto:access@citypass-amsterdam.com', reviewed: '2026-11-20', escalation: { name: 'ACM', url: 'https://www.acm.nl/en' } });
  });

  it.each([
    [{ contact: 'access@citypass-amsterdam.com', reviewed: '2026-11-20' }, 'accessibility.contact: must be a mailto: address or an https URL'],
    [{ contact: 'mailto:a@citypass-amsterdam.com', reviewed: '20/11/2026' }, 'accessibility.reviewed: must be a day as YYYY-MM-DD'],
    [{ contact: 'mailto:a@citypass-amsterdam.com', reviewed: '2026-02-30' }, 'accessibility.reviewed: is not a day of the calendar'],
    [{ contact: 'mailto:a@citypass-amsterdam.com', reviewed: '2026-11-20', escalation: { name: 'ACM', url: 'javascript:alert(1)' } }, 'accessibility.escalation.url: must be an http or https URL'],
    [{ contact: 'mailto:a@citypass-amsterdam.com', reviewed: '2026-11-20', owner: 'x' }, 'accessibility.owner: is not a setting'],
  ])('refuse a wrong field, naming it: %o', (accessibility, line) => {
    expect(() => parseDeploymentSettings(file(accessibility), 'amsterdam.json')).toThrow(expect.objectContaining({ lines: expect.arrayContaining([expect.stringContaining(line)]) }));
  });

  it('are required in production, each missing one on its line', () => {
    expect(accessibilityStatementProblems(production)).toEqual([
      `${HEADING}accessibility.contact (ACCESSIBILITY_CONTACT): is required in production: where visitors report a barrier, must be a mailto: address or an https URL`,
      `${HEADING}accessibility.reviewed (ACCESSIBILITY_REVIEWED): is required in production: the day the statement was last reviewed, as YYYY-MM-DD`,
    ]);
    expect(accessibilityStatementProblems({ ...production, ACCESSIBILITY_CONTACT: 'mailto:a@citypass.example', ACCESSIBILITY_REVIEWED: '2026-11-20' })).toEqual([
      `${HEADING}accessibility.contact (ACCESSIBILITY_CONTACT): mailto:a@citypass.example is on a placeholder host (citypass.example)`,
    ]);
  });

  it('refuse an escalation half given, in any mode', () => {
    expect(accessibilityStatementProblems({ NODE_ENV: 'development', CONTACT_URL: 'https://x.example/c', ACCESSIBILITY_ESCALATION_NAME: 'ACM' })).toEqual([
      `${HEADING}accessibility.escalation (ACCESSIBILITY_ESCALATION_NAME, ACCESSIBILITY_ESCALATION_URL): give both the name of the body and its address`,
    ]);
  });

  it('outside production, send a statement without its own contact to the contact page, unreviewed', () => {
    expect(accessibilityStatementOf({ NODE_ENV: 'development', CONTACT_URL: 'https://www.citypass.example/contact' })).toEqual({
      contact: 'https://www.citypass.example/contact',
      reviewed: null,
      escalation: null,
    });
  });
});
