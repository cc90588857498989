import type { Request, Response } from 'express';
import { inCanary, remotesForVisitor, type PromotedRemotes } from '@citypass/releases';
import { visitorBucket } from './visitor-bucket';

/** What the page served to this visitor loads: a remote's canary when their bucket is in its share. */
export type VisitorRemotes = (req: Request, res: Response) => Omit<PromotedRemotes, 'canaries'>;

/** Visitors get a bucket cookie only while some canary runs: without one, everyone gets stable. */
export function createVisitorRemotes(remotes: () => PromotedRemotes, secureCookie: boolean): VisitorRemotes {
  return (req, res) => {
    const all = remotes();
    if (Object.keys(all.canaries).length === 0) return all;
    const { bucket, setCookie } = visitorBucket(req, secureCookie);
    if (setCookie) res.append('Set-Cookie', setCookie);
    return remotesForVisitor(all, (percent) => inCanary(bucket, percent));
  };
}
