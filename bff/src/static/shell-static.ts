import express, { type Request, type Response, type Router } from 'express';
import {
  APP_MANIFEST_PATH,
  APP_ROUTES,
  SERVICE_WORKER_PATH,
  LANGUAGE_FILES_FILE,
  languageFilesSchema,
  SHELL_CHUNKS_FILE,
  shellChunksSchema,
  type AppConfig,
  type LanguageFiles,
  type PageLanguage,
  type PagePreview,
  type PageReleases,
  type PublicSession,
  type RemoteName,
  type RemoteFilesByName,
  type ShellChunks,
} from '@citypass/contracts';
import type { CityLook } from '@citypass/city-look';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setStaticCacheHeaders } from '@citypass/releases';
import { appHeadTags, appManifest } from './app-manifest';
import { readBuildFile } from './build-file';
import { createFaviconRedirect } from './favicon';
import { SERVICE_WORKER_OFF } from './service-worker-off';
import { servePrecompressed } from './precompressed';
import { bffTexts } from '../i18n/bff-texts';
import { languageAlternates, setLanguageHeaders } from '../languages/page-language';
import { renderShellPage } from './shell-page';

export interface ShellPageSources {
  /** The city's look: its installed app's names, colours and icons. */
  look: Pick<CityLook, 'icons' | 'theme'>;
  /** Whether the app is kept for use without a network; if not, the service worker's script removes it. */
  offline: boolean;
  /**
   * The configuration and the remotes' releases this visitor's page loads, read together so they
   * name the same versions; in a previewing browser, what it previews.
   */
  deployment: (
    req: Request,
    res: Response,
    language: PageLanguage,
  ) => Promise<{ config: AppConfig; manifests: Record<RemoteName, string>; releases: PageReleases; preview?: PagePreview; previewed: RemoteName[] }>;
  session: (req: Request) => Promise<PublicSession | null>;
  /** What is known now of the files each remote's exposed modules need first (by remote name). */
  remoteFiles: (manifests: Record<RemoteName, string>) => RemoteFilesByName;
  /** A new token for the remotes' health reports of a page loading these releases, previewing those of `previewed`. */
  healthToken?: (releases: PageReleases['remotes'], previewed: readonly RemoteName[]) => Promise<string>;
  /** The page's language, and the city's with the origin their sign-in addresses are on. */
  languages: { pageLanguage: (req: Request) => PageLanguage; offered: readonly PageLanguage[]; origin: string };
  /** The policy of a page loading a remote from a developer's dev server, which the deployment's policy does not name. */
  devServerPolicy?: (manifests: Record<RemoteName, string>, devServers: readonly string[]) => string;
}

/**
 * The built shell, with its page (carrying the configuration and the visitor's session) answered
 * for every route of the app, and with status 404 for any other address: the shell renders its
 * not-found page there, and a crawler does not index it.
 */
export function createShellStatic(dir: string, sources: ShellPageSources): Router {
  const router = express.Router();
  let template: Promise<{ page: string; chunks: ShellChunks; languages: LanguageFiles }> | null = null;
  const readTemplate = () => {
    template ??= Promise.all([
      readFile(join(dir, 'index.html'), 'utf8'),
      readBuildFile(dir, SHELL_CHUNKS_FILE, (value) => shellChunksSchema.parse(value), { stateMachines: [] }),
      readBuildFile(dir, LANGUAGE_FILES_FILE, (value) => languageFilesSchema.parse(value), {}),
    ])
      .then(([page, chunks, languages]) => ({ page, chunks, languages }))
      .catch((error: unknown) => {
        template = null;
        throw error;
      });
    return template;
  };
  // A failure (the template unreadable, the session unreadable) rejects, and Express hands it to the error middleware.
  const page = (status: number) => async (req: Request, res: Response, next: () => void) => {
    if (!req.accepts('html')) return next();
    const [shell, session] = await Promise.all([readTemplate(), sources.session(req)]);
    // The page carries the visitor's session, so no cache may keep it.
    res.setHeader('Cache-Control', 'private, no-cache, no-store');
    const language = sources.languages.pageLanguage(req);
    setLanguageHeaders(res, language);
    const { config, manifests, releases, preview, previewed } = await sources.deployment(req, res, language);
    const devServers = preview?.remotes.flatMap(({ devServer }) => (devServer ? [devServer] : [])) ?? [];
    if (devServers.length > 0 && sources.devServerPolicy) res.setHeader('Content-Security-Policy', sources.devServerPolicy(manifests, devServers));
    const health = await sources.healthToken?.(releases.remotes, previewed);
    const t = await bffTexts(language);
    const legacyNotice = { text: t('legacy.notice') };
    const words = { description: t('page.description'), noscript: t('page.noscript') };
    res.status(status).type('html');
    const remoteFiles = sources.remoteFiles(manifests);
    const alternates = languageAlternates(req.path, sources.languages.origin, sources.languages.offered);
    const app = appHeadTags({ theme: config.theme, icons: sources.look.icons }, language);
    const data = {
      ...{ pathname: req.path, config, session, remoteFiles, releases, shellChunks: shell.chunks, shellLanguages: shell.languages },
      ...{ health, preview, language, alternates, app, legacyNotice, words },
    };
    res.send(renderShellPage(shell.page, data));
  };
  if (!sources.offline) {
    router.get(SERVICE_WORKER_PATH, (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.type('text/javascript').send(SERVICE_WORKER_OFF);
    });
  }
  router.use(servePrecompressed(dir, setStaticCacheHeaders));
  router.use(express.static(dir, { index: false, setHeaders: setStaticCacheHeaders }));
  router.get('/favicon.ico', createFaviconRedirect(dir));
  router.get(APP_MANIFEST_PATH, async (req, res) => {
    const language = sources.languages.pageLanguage(req);
    const t = await bffTexts(language);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/manifest+json').send(JSON.stringify(appManifest({ theme: sources.look.theme(language), icons: sources.look.icons }, language, t('page.description'))));
  });
  router.get([...APP_ROUTES], page(200));
  router.get(/^(?!\/api\/).*/, page(404));
  return router;
}
