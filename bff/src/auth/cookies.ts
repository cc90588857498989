// The auth cookies' names, as the protocol writes them (their attributes: @citypass/http-cookies).
export interface CookieNames {
  session: string;
  callbackUrl: string;
  csrf: string;
}

export function cookieNames(secure: boolean): CookieNames {
  return secure
    ? {
        session: '__Secure-next-auth.session-token',
        callbackUrl: '__Secure-next-auth.callback-url',
        csrf: '__Host-next-auth.csrf-token',
      }
    : {
        session: 'next-auth.session-token',
        callbackUrl: 'next-auth.callback-url',
        csrf: 'next-auth.csrf-token',
      };
}
