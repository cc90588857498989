/** Why a release call changed nothing: `status` and `error_code` are what the API answers. */
export class ReleaseError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'ReleaseError';
  }
}
