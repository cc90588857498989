import type { SessionData } from '@citypass/shared-ui/src/platform/session';
import { readPageData } from '../federation/page-data';

/** Where the BFF puts the visitor's session in the page it serves. */
export const SESSION_ELEMENT_ID = 'app-session';

function isSessionData(value: unknown): value is SessionData {
  if (typeof value !== 'object' || value === null) return false;
  const { user, orderNumber, passes, expires } = value as Record<string, unknown>;
  return typeof user === 'object' && user !== null && typeof orderNumber === 'string' && Array.isArray(passes) && typeof expires === 'string';
}

/**
 * The session the page was served with: the visitor's, null when signed out, or undefined when
 * the page does not say (the dev server's page, or a block that cannot be read), so it is fetched.
 */
export function readInitialSession(doc: Document = document): SessionData | null | undefined {
  try {
    const value = readPageData(SESSION_ELEMENT_ID, doc);
    if (value === null) return null;
    return isSessionData(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
