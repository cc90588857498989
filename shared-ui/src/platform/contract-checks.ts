import * as z from 'zod/mini';
import {
  appConfigSchema,
  pagePreviewSchema,
  pageReleasesSchema,
  proxyResponseSchemas,
  publicSessionSchema,
  remoteFilesByNameSchema,
  type AppConfig,
  type PagePreview,
  type PageReleases,
  type ProxyCallName,
  type ProxyResponse,
  type PublicSession,
  type RemoteFilesByName,
} from '@citypass/contracts';

// What the BFF sends is checked against the contracts here, in one module every bundle shares,
// so a page carries one copy of zod however many of its bundles check something.
// The page's Content-Security-Policy forbids eval, which zod would otherwise probe for speed.
z.config({ jitless: true });

function invalidFields(error: z.core.$ZodError): string {
  return error.issues.map((issue) => issue.path.join('.') || '(root)').join(', ');
}

/** The deployment's configuration; throws, naming the fields, when it is not one. */
export function checkAppConfig(value: unknown): AppConfig {
  const result = appConfigSchema.safeParse(value);
  if (!result.success) throw new Error(`App configuration is not valid: ${invalidFields(result.error)}`);
  return result.data;
}

/** The visitor's session; undefined when the value is not one. */
export function checkSession(value: unknown): PublicSession | undefined {
  return publicSessionSchema.safeParse(value).data;
}

/** The remotes' first files; none when the value does not name them as the contract says. */
export function checkRemoteFiles(value: unknown): RemoteFilesByName {
  return remoteFilesByNameSchema.safeParse(value).data ?? {};
}

/** The page's remote releases; undefined when the value is not that. */
export function checkPageReleases(value: unknown): PageReleases | undefined {
  return pageReleasesSchema.safeParse(value).data;
}

/** What a previewing browser's page previews; undefined when the value is not that. */
export function checkPagePreview(value: unknown): PagePreview | undefined {
  return pagePreviewSchema.safeParse(value).data;
}

/** A product call's answer as the contract types it; undefined when it is not one. */
export function checkProxyResponse<Call extends ProxyCallName>(call: Call, body: unknown): ProxyResponse<Call> | undefined {
  const result = proxyResponseSchemas[call].safeParse(body);
  return result.success ? (result.data as ProxyResponse<Call>) : undefined;
}
