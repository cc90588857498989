import { Router } from 'express';
import type { UpstreamDeps } from '../deps';

export function productRoutes(_deps: UpstreamDeps): Router {
  return Router();
}
