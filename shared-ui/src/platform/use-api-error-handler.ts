import { useCallback, useContext } from 'react';
import { ApiError } from '@citypass/shared-ui/api/proxy-client';
import { isModalErrorCode, resolveError, type ErrorContext } from '@citypass/shared-ui/errors/resolve';
import { track } from '@citypass/shared-ui/platform/analytics';
import { navigation } from '@citypass/shared-ui/platform/navigation';
// Context modules by their package path: a remote may bundle its own copy of this hook, and only
// package-path imports resolve to the host's shared singletons (a relative import would bring a
// second, empty context).
import { useNotification } from '@citypass/shared-ui/platform/notifications';
import { SessionContext } from '@citypass/shared-ui/platform/session';

const SESSION_EXPIRED_URL = '/?error=SESSION_EXPIRED';

interface ErrorFacts {
  status: number;
  errorCode: string | undefined;
}

/** Accepts an ApiError or a bare parsed body carrying error_code (and perhaps a status). */
function factsOf(error: unknown): ErrorFacts {
  if (error instanceof ApiError) return { status: error.status, errorCode: error.errorCode };
  if (typeof error === 'object' && error !== null) {
    const { error_code: errorCode, status } = error as { error_code?: unknown; status?: unknown };
    return {
      status: typeof status === 'number' ? status : 0,
      errorCode: typeof errorCode === 'string' ? errorCode : undefined,
    };
  }
  return { status: 0, errorCode: undefined };
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * The product's reaction to a failed call (spec section 8, "Behaviour on an error"):
 * modal codes (see MODAL_ERROR_CODES, which adds WINDOW_ELAPSED for amend/cancel) show their
 * text; otherwise 401 signs out to SESSION_EXPIRED, 403 returns to the root, and anything else
 * shows the generic message.
 */
export function useApiErrorHandler(): (error: unknown, context?: ErrorContext) => void {
  const { notify } = useNotification();
  const session = useContext(SessionContext);

  return useCallback(
    (error: unknown, context: ErrorContext = {}) => {
      if (isAbort(error)) return;
      const { status, errorCode } = factsOf(error);

      if (isModalErrorCode(errorCode)) {
        const { code, title, message } = resolveError(errorCode, context);
        track('api_error', { outcome: 'modal', error_code: code, status });
        notify({ title, message });
        return;
      }
      if (status === 401) {
        track('api_error', { outcome: 'signed_out', error_code: errorCode, status });
        if (session) {
          void session.signOut({ callbackUrl: SESSION_EXPIRED_URL });
        } else {
          navigation.assign(SESSION_EXPIRED_URL);
        }
        return;
      }
      if (status === 403) {
        track('api_error', { outcome: 'forbidden', error_code: errorCode, status });
        navigation.assign('/');
        return;
      }
      const generic = resolveError('SOMETHING_WRONG');
      track('api_error', { outcome: 'generic', error_code: errorCode, status });
      notify({ title: generic.title, message: generic.message });
    },
    [notify, session],
  );
}
