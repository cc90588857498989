import { z } from 'zod';
import { DEFAULT_PORT } from '@citypass/contracts';
import { SettingsProblems } from './config-messages';
import { PLACEHOLDER_SECURITY_CONTACT, securityContactSchema } from './security-contact';
import { releaseOriginUrl, releaseSettingsSchema } from '@citypass/releases';
import { drainDelaySchema } from '@citypass/http-drain';
import { metricsSettingsSchema } from '@citypass/observability';
import { accessibilityEnvSchema } from './accessibility-statement';
import { mailSettingsShape } from '@citypass/reservations-service';
import { httpUrl } from './http-url';
import { trustProxySchema } from './trust-proxy';

export const ANALYTICS_ID_PATTERN = /^GTM-[A-Z0-9]+$/;

// Every setting the BFF reads from its environment, parsed once at start-up.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_PORT),
  // The balancer in front (trust-proxy.ts): its X-Forwarded-For and X-Request-Id are believed.
  TRUST_PROXY: trustProxySchema.default(['loopback']),
  // Prometheus metrics on a listener of their own, never the public port.
  ...metricsSettingsSchema(9464).shape,
  // Default: this machine on PORT, so `PORT=8090 npm start` is a working app on that port.
  PUBLIC_URL: httpUrl.optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  UPSTREAM_URL: httpUrl.optional(),
  UPSTREAM_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  DATA_DIR: z.string().default('data'),
  // A JSON file of the deployment's settings (deployment-file.ts); a variable set here wins over it.
  DEPLOYMENT_FILE: z.string().optional(),
  /** No longer read: a city's look is its settings file's `brand` (a start refuses BRAND, saying so). */
  BRAND: z.string().optional(),
  // The city's languages, its default first (city-languages.ts).
  LANGUAGES: z.string().default('en'),
  // Development placeholders: production refuses them (contact-links.ts).
  CONTACT_URL: httpUrl.default('https://www.citypass.example/contact'),
  CUSTOMER_SERVICES_URL: httpUrl.default('https://www.citypass.example/customer-services'),
  // The accessibility statement's contact, review day and escalation (accessibility-statement.ts).
  ...accessibilityEnvSchema,
  // The Contact of /.well-known/security.txt (security-contact.ts); a placeholder too.
  SECURITY_CONTACT: securityContactSchema('SECURITY_CONTACT must be a mailto: address or an https URL').default(PLACEHOLDER_SECURITY_CONTACT),
  // The embedded reservations service's e-mails: an SMTP server, or .eml files in DATA_DIR/outbox.
  SMTP_URL: mailSettingsShape.SMTP_URL,
  MAIL_FROM: mailSettingsShape.MAIL_FROM,
  REMOTES_FILE: z.string().optional(),
  // The release registry (@citypass/releases): each remote's promoted version; REMOTES_FILE wins when both are set.
  RELEASE_REGISTRY_FILE: z.string().optional(),
  // `team=sha256hex` pairs: the hashes of each team's release token (releases/src/team-tokens.ts).
  RELEASE_TOKENS: z.string().default(''),
  // Where `npm run release` publishes and serve-remote serves from; default: release-store/ at the top of the repository.
  RELEASES_DIR: z.string().optional(),
  // Each remote's release origin: versions are folders below it (releases/src/origin/origin-settings.ts).
  REMOTE_AUTH_URL: releaseOriginUrl.default('http://localhost:3001/'),
  REMOTE_ATTRACTIONS_URL: releaseOriginUrl.default('http://localhost:3002/'),
  REMOTE_BOOKINGS_URL: releaseOriginUrl.default('http://localhost:3003/'),
  /** Unset: the shell's build (@citypass/shell), wherever the BFF starts. */
  SHELL_DIST: z.string().optional(),
  /** Unset: the releases page's build of @citypass/releases-page (releases-page/dist). */
  RELEASES_PAGE_DIST: z.string().optional(),
  ANALYTICS_ID: z.string().regex(ANALYTICS_ID_PATTERN, 'ANALYTICS_ID must look like GTM-XXXXXXX').optional(),
  TEST_SCENARIOS: z.enum(['on', 'off']).optional(),
  // The app kept for use without a network (the service worker); `off` removes it from browsers that had it.
  OFFLINE: z.enum(['on', 'off']).default('on'),
  // Per client IP and window: sign-in attempts (POST callback/* and signin/*) and client log beacons.
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  LOG_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  // Remotes' health reports (a page sends one per remote it loads) have a limit of their own.
  HEALTH_REPORT_RATE_LIMIT: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  // Release health's window and when a canary is stopped, with the release service's defaults.
  ...releaseSettingsSchema.shape,
  // Unset: every instance keeps its state in-process. Set: the fleet shares rate limits, the release
  // registry and release health through Redis (bff/src/shared-state).
  REDIS_URL: z
    .url()
    .refine((url) => /^rediss?:\/\//.test(url), 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  // Default `citypass:<brand.id>:`, so deployments of several cities can share one Redis.
  REDIS_KEY_PREFIX: z.string().regex(/^[A-Za-z0-9:_-]{1,64}$/, 'REDIS_KEY_PREFIX: letters, digits, colons, dashes and underscores').optional(),
  // How long an instance keeps serving after SIGTERM while its /healthz answers 503, so a balancer moves off it first.
  DRAIN_DELAY_MS: drainDelaySchema,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
}).transform((env) => ({ ...env, PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}` }));

export type Env = z.infer<typeof envSchema>;

/** Every variable the BFF reads, for its usage. */
export const BFF_VARIABLES = Object.keys(envSchema.in.shape);

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new SettingsProblems('Invalid configuration', result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return result.data;
}
