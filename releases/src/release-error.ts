/** Why a release call changed nothing: `status`, `error_code` and `problems` are what the API answers. */
export class ReleaseError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 503,
    readonly errorCode: string,
    message: string,
    /** One line per problem the contract gate found. */
    readonly problems: readonly string[] = [],
  ) {
    super(message);
    this.name = 'ReleaseError';
  }
}
