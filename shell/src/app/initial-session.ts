import { PAGE_DATA_ELEMENT_IDS } from '@citypass/shared-ui/contracts';
import { checkSession } from '@citypass/shared-ui/src/platform/contract-checks';
import type { SessionData } from '@citypass/shared-ui/src/platform/session';
import { readPageData } from '../federation/page-data';

/** Where the BFF puts the visitor's session in the page it serves. */
export const SESSION_ELEMENT_ID = PAGE_DATA_ELEMENT_IDS.session;

/**
 * The session the page was served with: the visitor's, null when signed out, or undefined when
 * the page does not say (the dev server's page, or a block that cannot be read), so it is fetched.
 */
export function readInitialSession(doc: Document = document): SessionData | null | undefined {
  try {
    const value = readPageData(SESSION_ELEMENT_ID, doc);
    if (value === null) return null;
    return checkSession(value);
  } catch {
    return undefined;
  }
}
