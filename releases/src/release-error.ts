import type { Refusal } from './contract/release-api';

/** The statuses an error of ours answers with as they are. */
type ShownStatus = 400 | 401 | 403 | 404 | 409 | 413 | 503;

/** Why a release call changed nothing: `status`, `error_code` and `problems` are what the API answers. */
export class ReleaseError extends Error {
  constructor(
    readonly status: ShownStatus,
    readonly errorCode: string,
    message: string,
    /** One line per problem the contract gate found. */
    readonly problems: readonly string[] = [],
  ) {
    super(message);
    this.name = 'ReleaseError';
  }
}

/**
 * What the caller is told of an error that says it may be shown (a ReleaseError): its own status,
 * code, message and problems. Null for any other error, which the server answers as it sees fit.
 */
export function shownErrorAnswer(error: unknown): { status: ShownStatus; body: Refusal } | null {
  if (!(error instanceof ReleaseError)) return null;
  const problems = error.problems.length > 0 ? { problems: [...error.problems] } : {};
  return { status: error.status, body: { error_code: error.errorCode, message: error.message, ...problems } };
}
