import type { Request, Response } from 'express';
import type { PagePreview, RemoteName } from '@citypass/contracts';
import { inCanary } from '../contract/canary-share';
import type { Preview } from '../preview/preview-cookie';
import type { PreviewedReleases } from '../preview/preview-releases';
import { remotesForVisitor, type PromotedRemotes, type VisitorReleases } from '../promoted-remotes';
import { visitorBucket } from './visitor-bucket';

/** What the page served to one browser loads, and what it previews when a team's preview link set that browser's cookie. */
export interface VisitorPage extends VisitorReleases {
  /** For the ribbon: absent unless the browser previews something. */
  preview?: PagePreview;
  /** The remotes whose previewed release the page loads: their health reports count apart. */
  previewed: RemoteName[];
}

export type VisitorRemotes = (req: Request, res: Response) => Promise<VisitorPage>;

export interface PreviewSource {
  /** The browser's previews (its cookie); none for almost every visitor. */
  of(req: Request): Promise<Preview[]>;
  /** The page with them applied (releases/src/preview/preview-releases.ts). */
  apply(visitor: VisitorReleases, previews: Preview[]): Promise<PreviewedReleases>;
}

/**
 * A remote's canary when the visitor's bucket is in its share; visitors get a bucket cookie only
 * while some canary runs (without one, everyone gets stable). Then a previewing browser's previews.
 */
export function createVisitorRemotes(options: {
  remotes: () => PromotedRemotes;
  /** Settles once the registry changes already received are adopted (RegistryStore.caughtUp). */
  caughtUp?: () => Promise<void>;
  secureCookie: boolean;
  previews?: PreviewSource;
}): VisitorRemotes {
  const { remotes, caughtUp, secureCookie, previews } = options;
  const visitorReleases = (req: Request, res: Response): VisitorReleases => {
    const all = remotes();
    if (Object.keys(all.canaries).length === 0) return all;
    const { bucket, setCookie } = visitorBucket(req, secureCookie);
    if (setCookie) res.append('Set-Cookie', setCookie);
    return remotesForVisitor(all, (percent) => inCanary(bucket, percent));
  };
  return async (req, res) => {
    await caughtUp?.();
    const visitor = visitorReleases(req, res);
    const previewing = previews ? await previews.of(req) : [];
    const page = previewing.length === 0 ? null : await previews!.apply(visitor, previewing);
    // A cookie whose previews this BFF does not take (a dev server's, in production) previews nothing.
    if (!page || page.preview.remotes.length === 0) return { manifests: visitor.manifests, releases: visitor.releases, previewed: [] };
    return page;
  };
}
