// Schema changes in order; a database records how many it has applied in user_version.
export const migrations: readonly string[] = [
  `
  CREATE TABLE cities (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    timezone TEXT NOT NULL
  );
  CREATE TABLE offers (
    id TEXT PRIMARY KEY,
    city_id TEXT NOT NULL REFERENCES cities(id),
    name TEXT NOT NULL,
    description TEXT NOT NULL,
    category TEXT NOT NULL,
    address TEXT NOT NULL,
    image_url TEXT,
    slot_capacity INTEGER NOT NULL,
    requires_scan INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE timeslots (
    id INTEGER PRIMARY KEY,
    offer_id TEXT NOT NULL REFERENCES offers(id),
    starts_at INTEGER NOT NULL,
    local_date TEXT NOT NULL,
    capacity INTEGER NOT NULL,
    UNIQUE (offer_id, starts_at)
  );
  CREATE TABLE orders (
    id INTEGER PRIMARY KEY,
    order_number TEXT NOT NULL UNIQUE,
    email TEXT NOT NULL,
    city_id TEXT NOT NULL REFERENCES cities(id),
    state TEXT NOT NULL CHECK (state IN ('active', 'cancelled', 'unverified_email', 'registering', 'too_large'))
  );
  CREATE TABLE passes (
    pass_number TEXT PRIMARY KEY CHECK (length(pass_number) = 12),
    order_id INTEGER NOT NULL REFERENCES orders(id),
    valid_from INTEGER NOT NULL,
    valid_until INTEGER NOT NULL,
    scanned INTEGER NOT NULL DEFAULT 1
  );
  CREATE INDEX passes_by_order ON passes(order_id);
  CREATE TABLE bookings (
    id TEXT PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders(id),
    offer_id TEXT NOT NULL REFERENCES offers(id),
    timeslot_id INTEGER NOT NULL REFERENCES timeslots(id),
    status TEXT NOT NULL CHECK (status IN ('active', 'cancelled')),
    created_at INTEGER NOT NULL
  );
  CREATE INDEX bookings_by_order ON bookings(order_id, status);
  CREATE INDEX bookings_by_timeslot ON bookings(timeslot_id, status);
  CREATE TABLE reservations (
    id INTEGER PRIMARY KEY,
    booking_id TEXT NOT NULL REFERENCES bookings(id),
    pass_number TEXT NOT NULL REFERENCES passes(pass_number)
  );
  CREATE INDEX reservations_by_booking ON reservations(booking_id);
  CREATE INDEX reservations_by_pass ON reservations(pass_number);
  CREATE TABLE access_tokens (
    token_hash TEXT PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders(id),
    expires_at INTEGER NOT NULL
  );
  CREATE TABLE magic_links (
    token_hash TEXT PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders(id),
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  `,
  // How many times a booking changed, for the calendar entries its e-mails carry (SEQUENCE).
  `ALTER TABLE bookings ADD COLUMN sequence INTEGER NOT NULL DEFAULT 0;`,
  // The e-mails waiting to go out, written with the change they tell of: none is lost across a
  // restart, and the sender takes them one at a time, so none is sent twice.
  `
  CREATE TABLE mail_outbox (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('booked', 'amended', 'cancelled')),
    recipient TEXT NOT NULL,
    language TEXT NOT NULL,
    booking TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    last_error TEXT,
    created_at INTEGER NOT NULL,
    sent_at INTEGER
  );
  CREATE INDEX mail_outbox_due ON mail_outbox(status, next_attempt_at);
  `,
];
