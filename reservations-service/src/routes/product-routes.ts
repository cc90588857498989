import { Router } from 'express';
import type { UpstreamDeps } from '../deps';
import { availabilityRoute } from './availability-route';
import { bookingRoute } from './booking-route';
import { offerRoutes } from './offer-routes';
import { passesRoute } from './passes-route';
import { reservationRoutes } from './reservation-routes';

/** The calls the product makes through the BFF proxy; each needs the visitor's bearer token. */
export function productRoutes(deps: UpstreamDeps): Router {
  const router = Router();
  router.use(offerRoutes(deps), availabilityRoute(deps), bookingRoute(deps), reservationRoutes(deps), passesRoute(deps));
  return router;
}
