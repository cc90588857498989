import express, { type Request, type Response, type Router } from 'express';
import { PREVIEW_PATHS } from '@citypass/shared-ui/contracts';
import { PREVIEW_LINK_PARAM, ReleaseError, withPreview, type PreviewCookies, type PreviewLinks, type ReleaseGate } from '@citypass/releases';
import { cookiesOf, serializeCookie, serializeCookieDeletion } from '../auth/cookies';
import { previewRefusalPage, type PreviewRefusal } from './preview-refusal-page';

// A team's preview link, opened: checked, then remembered by this browser alone (its own cookie),
// which is sent to the page the team chose. Ending the preview forgets it.

/** The cookie of a previewing browser (preview-cookie.ts). */
export const PREVIEW_COOKIE = 'citypass-preview';

interface PreviewRoutesOptions {
  links: PreviewLinks;
  cookies: PreviewCookies;
  /** The release gate; null without a release registry, where nothing can be previewed. */
  gate: ReleaseGate | null;
  publicUrl: string;
  secureCookie: boolean;
}

/** The previews this browser has, as its cookie holds them. */
export function previewsOf(req: Request, cookies: PreviewCookies) {
  return cookies.open(cookiesOf(req).get(PREVIEW_COOKIE));
}

/** `GET /_preview?link=…` and `POST /api/preview/end`. */
export function createPreviewRoutes(options: PreviewRoutesOptions): Router {
  const { links, cookies, gate, secureCookie } = options;
  const site = new URL(options.publicUrl).origin;
  const router = express.Router();
  const refuse = (res: Response, refusal: PreviewRefusal) => {
    const { status, html } = previewRefusalPage(refusal);
    res.setHeader('Cache-Control', 'no-store');
    res.status(status).type('html').send(html);
  };
  /** Whether the release still passes the gate; anything but the gate's refusal (the registry out of reach) goes to the error path. */
  const publishable = async (remote: Parameters<ReleaseGate>[0], version: string) => {
    if (!gate) return false;
    try {
      await gate(remote, version, 'previewed');
      return true;
    } catch (error) {
      if (error instanceof ReleaseError) return false;
      throw error;
    }
  };

  router.get(PREVIEW_PATHS.open, async (req, res) => {
    const token = req.query[PREVIEW_LINK_PARAM];
    const opened = await links.open(typeof token === 'string' ? token : '');
    if (!opened.ok) return refuse(res, opened.refusal);
    const { remote, version, path, expiresAt } = opened.grant;
    if (!(await publishable(remote, version))) return refuse(res, 'not-publishable');
    const previews = withPreview(await previewsOf(req, cookies), { remote, version, expiresAt });
    const until = new Date(Math.max(...previews.map((preview) => preview.expiresAt)));
    res.append('Set-Cookie', serializeCookie(PREVIEW_COOKIE, await cookies.seal(previews), { secure: secureCookie, expires: until }));
    res.setHeader('Cache-Control', 'no-store');
    // The link's path was checked when it was made and is signed; it is still read as a path of this site only.
    const target = new URL(path, site);
    res.redirect(303, target.origin === site ? `${target.pathname}${target.search}` : '/');
  });

  router.post(PREVIEW_PATHS.end, (_req, res) => {
    res.append('Set-Cookie', serializeCookieDeletion(PREVIEW_COOKIE, secureCookie));
    res.setHeader('Cache-Control', 'no-store');
    res.status(204).end();
  });
  return router;
}
