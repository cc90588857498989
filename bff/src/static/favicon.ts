import type { RequestHandler } from 'express';
import { readdir } from 'node:fs/promises';

// The shell's icon is emitted under a content-hashed name (favicon.<hash>.svg) that its page
// names; tools that ask for /favicon.ico are sent to it. The redirect is temporary and not kept,
// since the name changes with the icon.
const ICON = /^favicon\.[0-9a-f]+\.svg$/;

/** /favicon.ico: a redirect to the shell build's icon, or a 404 when the build has none. */
export function createFaviconRedirect(dir: string): RequestHandler {
  let icon: Promise<string | undefined> | null = null;
  const findIcon = () => {
    icon ??= readdir(dir).then((names) => names.find((name) => ICON.test(name)));
    return icon;
  };
  return async (_req, res) => {
    const name = await findIcon();
    res.setHeader('Cache-Control', 'no-cache');
    if (name) res.redirect(302, `/${name}`);
    else res.status(404).type('text/plain').send('Not found');
  };
}
