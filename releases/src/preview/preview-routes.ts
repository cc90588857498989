import express, { type Request, type Response, type Router } from 'express';
import { PREVIEW_PATHS, REMOTE_NAMES, type RemoteName } from '@citypass/contracts';
import { ReleaseError } from '../release-error';
import type { ReleaseGate } from '../release-gate';
import { cookiesOf, deletedCookie, keptCookie } from '@citypass/http-cookies';
import { withPreview, type Preview, type PreviewCookies } from './preview-cookie';
import { PREVIEW_LINK_PARAM, type PreviewLinks } from './preview-link';
import { devServerManifest } from './dev-server-manifest';
import { previewRefusalPage, type PreviewRefusal } from './preview-refusal-page';
import type { PageLanguages } from '../i18n/page-languages';
import { releaseTexts } from '../i18n/release-texts';

// A team's preview link, opened: checked, then remembered by this browser alone (its own cookie),
// which is sent to the page the team chose. Ending the preview forgets it. Outside production a
// developer can preview one remote from their dev server the same way.

/** The cookie of a previewing browser (preview-cookie.ts). */
export const PREVIEW_COOKIE = 'citypass-preview';
/** How long a dev server's preview lasts: a working day and more. */
const DEV_PREVIEW_MS = 24 * 60 * 60_000;

interface PreviewRoutesOptions {
  links: PreviewLinks;
  cookies: PreviewCookies;
  /** The release gate; null without a release registry, where nothing can be previewed. */
  gate: ReleaseGate | null;
  publicUrl: string;
  secureCookie: boolean;
  /** Whether a remote may come from a developer's dev server (outside production, with a registry): `GET /_preview/dev`. */
  devServers: boolean;
  /** A refusal's page is written in the visitor's language, chosen as for every page. */
  languages: PageLanguages;
}

/** The previews this browser has, as its cookie holds them. */
export function previewsOf(req: Request, cookies: PreviewCookies) {
  return cookies.open(cookiesOf(req).get(PREVIEW_COOKIE));
}

/** The routes that open and end a preview, each relative to where the BFF mounts it. */
export interface PreviewRoutes {
  /** At PREVIEW_PATHS.open: `GET ?link=…` and, outside production, `GET /dev?remote=…&url=…` (PREVIEW_PATHS.dev). */
  open: Router;
  /** At PREVIEW_PATHS.end: `POST`, ending every preview of the browser. */
  end: Router;
}

// The dev server's page is a path below the link's, as the contract names both.
const DEV_BELOW_OPEN = PREVIEW_PATHS.dev.slice(PREVIEW_PATHS.open.length);

export function createPreviewRoutes(options: PreviewRoutesOptions): PreviewRoutes {
  const { links, cookies, gate, secureCookie, languages } = options;
  const site = new URL(options.publicUrl).origin;
  const open = express.Router();
  const end = express.Router();
  const refuse = async (req: Request, res: Response, refusal: PreviewRefusal) => {
    const language = languages.pageLanguage(req);
    const { status, html } = previewRefusalPage(refusal, language, await releaseTexts(language));
    languages.setLanguageHeaders(res, language);
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

  /** The browser's previews with this one added, in its cookie until the last of them ends. */
  const remember = async (req: Request, res: Response, added: Preview) => {
    const previews = withPreview(await previewsOf(req, cookies), added);
    const until = new Date(Math.max(...previews.map((preview) => preview.expiresAt)));
    res.append('Set-Cookie', keptCookie(PREVIEW_COOKIE, await cookies.seal(previews), { secure: secureCookie, expires: until }));
    res.setHeader('Cache-Control', 'no-store');
  };

  open.get('/', async (req, res) => {
    const token = req.query[PREVIEW_LINK_PARAM];
    const opened = await links.open(typeof token === 'string' ? token : '');
    if (!opened.ok) return refuse(req, res, opened.refusal);
    const { remote, version, path, expiresAt } = opened.grant;
    if (!(await publishable(remote, version))) return refuse(req, res, 'not-publishable');
    await remember(req, res, { remote, version, expiresAt });
    // The link's path was checked when it was made and is signed; it is still read as a path of this site only.
    const target = new URL(path, site);
    res.redirect(303, target.origin === site ? `${target.pathname}${target.search}` : '/');
  });

  if (options.devServers) {
    open.get(DEV_BELOW_OPEN, async (req, res) => {
      const { remote, url } = req.query;
      const devServer = devServerManifest(url);
      if (!REMOTE_NAMES.includes(remote as RemoteName) || !devServer) return refuse(req, res, 'not-a-dev-server');
      await remember(req, res, { remote: remote as RemoteName, version: 'dev', devServer, expiresAt: Date.now() + DEV_PREVIEW_MS });
      res.redirect(303, '/');
    });
  }

  end.post('/', (_req, res) => {
    res.append('Set-Cookie', deletedCookie(PREVIEW_COOKIE, secureCookie));
    res.setHeader('Cache-Control', 'no-store');
    res.status(204).end();
  });
  return { open, end };
}
