import type { Db } from './db/open-database';

export interface OfferRow {
  id: string;
  name: string;
  description: string;
  city: string;
  city_id: string;
  timezone: string;
  category: string;
  address: string;
  image_url: string | null;
  requires_scan: number;
}

const selectOffer = `
  SELECT o.id, o.name, o.description, c.name AS city, c.id AS city_id, c.timezone, o.category, o.address, o.image_url, o.requires_scan
  FROM offers o JOIN cities c ON c.id = o.city_id`;

export function offersOfCity(db: Db, cityId: string): OfferRow[] {
  return db.prepare(`${selectOffer} WHERE o.city_id = ? ORDER BY o.name`).all(cityId) as OfferRow[];
}

/** An offer of the given city; offers of other cities are not visible to the visitor. */
export function findOffer(db: Db, id: string, cityId: string): OfferRow | undefined {
  return db.prepare(`${selectOffer} WHERE o.id = ? AND o.city_id = ?`).get(id, cityId) as OfferRow | undefined;
}

export function offerJson(offer: OfferRow) {
  return {
    id: offer.id,
    name: offer.name,
    description: offer.description,
    city: offer.city,
    timezone: offer.timezone,
    category: offer.category,
    address: offer.address,
    ...(offer.image_url ? { image_url: offer.image_url } : {}),
  };
}
