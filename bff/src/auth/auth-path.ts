// The reference reads the action and the provider id from the first two non-empty segments of the
// path under the base, as sent (not decoded, case and all), and ignores any further segments.
export function readAuthPath(path: string): { action: string | undefined; providerId: string | undefined } {
  const [action, providerId] = path.split('/').filter(Boolean);
  return { action, providerId };
}

/** The route path of one action, matching exactly the paths `readAuthPath` reads that action from. */
export function actionPath(action: string): RegExp {
  return new RegExp(`^/+${action}(?:/.*)?$`);
}
