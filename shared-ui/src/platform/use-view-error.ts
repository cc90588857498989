import { useEffect, useRef } from 'react';
import { errorCodeOf, isSessionWide } from '@citypass/shared-ui/errors/error-facts';
import { resolveError } from '@citypass/shared-ui/errors/resolve';
// Context modules by their package path, so a remote's copy of this hook reads the host's singletons.
import { useErrorStore } from '@citypass/shared-ui/platform/errors-store';
import { sharedTexts } from '@citypass/shared-ui/platform/shared-texts';
import { useApiErrorHandler } from '@citypass/shared-ui/platform/use-api-error-handler';

/**
 * The one path of a failure shown in place of a view (a list, an attraction): the machine holds the
 * failure while it stands, this hook stores it under its name once (spec: errors are a map of name to
 * message, cleared by route changes; a cleared one stays cleared) and gives the view its text, in
 * the page's language (again after a switch). A failure of the whole session (401, 403) gets the
 * platform's reaction instead.
 */
export function useViewError(name: string, error: unknown): string | null {
  const t = sharedTexts.useT();
  const { setError } = useErrorStore();
  const handleApiError = useApiErrorHandler();
  const failed = error !== null && error !== undefined;
  // Each failure is reported once, when it happens: a new handler (a new session value) is no new failure.
  const report = useRef({ setError, handleApiError });
  useEffect(() => {
    report.current = { setError, handleApiError };
  });

  useEffect(() => {
    if (!failed) return;
    if (isSessionWide(error)) report.current.handleApiError(error);
    else report.current.setError(name, resolveError(errorCodeOf(error)).message);
  }, [failed, error, name]);

  return failed ? resolveError(errorCodeOf(error), {}, t).message : null;
}
