import { bookingBody, call, newVisitor, signIn, slotsOf, startTempUpstream, type SlotRow, type TempUpstream } from '../testing/temp-upstream';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('reference upstream: product calls', () => {
  let upstream: TempUpstream;
  beforeAll(async () => {
    upstream = await startTempUpstream();
  });
  afterAll(() => upstream.dispose());

  /** A slot of the offer starting at least `days` days from now, at the given index that day. */
  const slotDaysAhead = (offerId: string, days: number, index = 0): SlotRow => {
    const from = Date.now() + days * DAY;
    const slot = slotsOf(upstream, offerId).filter((s) => s.starts_at > from)[index];
    if (!slot) throw new Error('no slot');
    return slot;
  };

  it('refuses calls without a valid token', async () => {
    expect(await call(upstream.url, 'GET', '/offers')).toEqual({ status: 401, body: { error_code: 'NOT_AUTHORISED', message: expect.any(String) } });
    expect((await call(upstream.url, 'GET', '/offers', { token: 'not-a-real-token-at-all' })).body.error_code).toBe('NOT_AUTHORISED');
  });

  it('lists the offers of the visitor city and one offer by id', async () => {
    const token = await signIn(upstream.url, 'CP-100001', 'three.passes@example.com');
    const offers = await call(upstream.url, 'GET', '/offers', { token });
    expect(offers.status).toBe(200);
    expect(offers.body).toHaveLength(10);
    expect(offers.body.every((o: { timezone: string; city: string }) => o.timezone === 'Europe/Amsterdam' && o.city === 'Amsterdam')).toBe(true);
    const one = await call(upstream.url, 'GET', '/offers/ams-rijksmuseum', { token });
    expect(one.body).toMatchObject({ id: 'ams-rijksmuseum', name: 'Rijksmuseum', timezone: 'Europe/Amsterdam', category: 'Museum' });
    expect((await call(upstream.url, 'GET', '/offers/ams-nothing', { token })).status).toBe(404);
    expect((await call(upstream.url, 'GET', '/offers/nyc-moma', { token })).body.error_code).toBe('NOT_FOUND');
  });

  it('reads offer ids by the rule the BFF forwards them by: one it does not hold is not found', async () => {
    const token = await signIn(upstream.url, 'CP-100001', 'three.passes@example.com');
    expect((await call(upstream.url, 'GET', '/offers/Ams_Rijksmuseum', { token })).body.error_code).toBe('NOT_FOUND');
    expect((await call(upstream.url, 'GET', '/passes?offer_id=Ams_Rijksmuseum', { token })).body.error_code).toBe('NOT_FOUND');
  });

  it('offers every city in its own timezone', async () => {
    const ny = await signIn(upstream.url, 'CP-100002', 'one.pass@example.com');
    const tokyo = await signIn(upstream.url, 'CP-100003', 'four.passes@example.com');
    expect((await call(upstream.url, 'GET', '/offers', { token: ny })).body[0].timezone).toBe('America/New_York');
    expect((await call(upstream.url, 'GET', '/offers', { token: tokyo })).body).toHaveLength(10);
  });

  it('answers availability: sorted future UTC slots within the pass validity', async () => {
    const token = await signIn(upstream.url, 'CP-100002', 'one.pass@example.com');
    const response = await call(upstream.url, 'GET', '/availability?offer_id=nyc-moma&passes=100000000021', { token });
    expect(response.status).toBe(200);
    const slots = response.body as { id: string; date_time: string; timezone: string }[];
    expect(slots.length).toBeGreaterThan(50);
    expect(slots[0]).toEqual({ id: expect.stringMatching(/^\d+$/), date_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/), timezone: 'America/New_York' });
    const times = slots.map((s) => Date.parse(s.date_time));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(Math.min(...times)).toBeGreaterThan(Date.now());
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now() + 7 * DAY);
  });

  it('validates the availability query', async () => {
    const token = await signIn(upstream.url, 'CP-100001', 'three.passes@example.com');
    const bad = await call(upstream.url, 'GET', '/availability?offer_id=ams-rijksmuseum&passes=123', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.error_code).toBe('INVALID_REQUEST');
    const notMine = await call(upstream.url, 'GET', '/availability?offer_id=ams-rijksmuseum&passes=100000000021', { token });
    expect(notMine.body.error_code).toBe('INVALID_REQUEST');
  });

  it('leaves out slots without room for every pass', async () => {
    const visitor = await newVisitor(upstream, { passes: 4 });
    const slot = slotDaysAhead('ams-anne-frank-house', 3);
    const other = await newVisitor(upstream, { passes: 3 });
    expect((await call(upstream.url, 'POST', '/booking', { token: other.token, body: bookingBody('ams-anne-frank-house', slot, other.passes) })).status).toBe(201);
    const query = `/availability?offer_id=ams-anne-frank-house&passes=${visitor.passes.join(',')}`;
    const ids = (await call(upstream.url, 'GET', query, { token: visitor.token })).body.map((s: { id: string }) => s.id);
    expect(ids).not.toContain(String(slot.id));
    const two = `/availability?offer_id=ams-anne-frank-house&passes=${visitor.passes.slice(0, 2).join(',')}`;
    expect((await call(upstream.url, 'GET', two, { token: visitor.token })).body.map((s: { id: string }) => s.id)).toContain(String(slot.id));
  });

  it('books one group for several passes and lists it under reservations and pass usage', async () => {
    const visitor = await newVisitor(upstream, { passes: 2 });
    const slot = slotDaysAhead('ams-rijksmuseum', 5);
    const booked = await call(upstream.url, 'POST', '/booking', { token: visitor.token, body: bookingBody('ams-rijksmuseum', slot, visitor.passes) });
    expect(booked.status).toBe(201);
    expect(booked.body).toHaveLength(2);
    const timeSlot = { id: String(slot.id), date_time: new Date(slot.starts_at).toISOString() };
    expect(booked.body[0]).toEqual({
      booking_id: expect.any(String),
      offer_id: 'ams-rijksmuseum',
      pass: visitor.passes[0],
      time_slot: timeSlot,
      timezone: 'Europe/Amsterdam',
      duration_minutes: 30,
    });
    expect(booked.body[1].booking_id).toBe(booked.body[0].booking_id);

    const earlier = slotDaysAhead('ams-canal-cruise', 2);
    await call(upstream.url, 'POST', '/booking', { token: visitor.token, body: bookingBody('ams-canal-cruise', earlier, visitor.passes.slice(0, 1)) });
    const reservations = await call(upstream.url, 'GET', '/reservations', { token: visitor.token });
    expect(reservations.body.map((r: { offer_id: string }) => r.offer_id)).toEqual(['ams-canal-cruise', 'ams-rijksmuseum']);
    expect(reservations.body[1]).toEqual({
      booking_id: booked.body[0].booking_id,
      offer_id: 'ams-rijksmuseum',
      attraction_name: 'Rijksmuseum',
      time_slot: timeSlot,
      timezone: 'Europe/Amsterdam',
      passes: visitor.passes,
      amendable_until: new Date(slot.starts_at - DAY).toISOString(),
      duration_minutes: 30,
      sequence: 0,
    });

    const usage = await call(upstream.url, 'GET', '/passes?offer_id=ams-canal-cruise', { token: visitor.token });
    expect(usage.body.map((u: { used: boolean; reservations: number }) => [u.used, u.reservations])).toEqual([
      [true, 2],
      [false, 1],
    ]);
    expect(usage.body[0]).toMatchObject({ pass_number: visitor.passes[0], valid_from: expect.any(String), valid_until: expect.any(String) });
  });

  it('answers BOOKING-014, BOOKING-017 and OVERLAPPING_RESERVATION', async () => {
    const visitor = await newVisitor(upstream);
    // The day's first slot and a later one that day (in Amsterdam), whatever the time of the run.
    const amsterdamDate = (s: SlotRow) => new Date(s.starts_at).toLocaleDateString('en-CA', { timeZone: 'Europe/Amsterdam' });
    const ahead = slotsOf(upstream, 'ams-van-gogh-museum').filter((s) => s.starts_at > Date.now() + 4 * DAY);
    const slot = ahead.find((s, i) => i > 0 && amsterdamDate(s) !== amsterdamDate(ahead[i - 1]!))!;
    const laterSameDay = ahead.find((s) => s.starts_at > slot.starts_at && amsterdamDate(s) === amsterdamDate(slot))!;
    expect((await call(upstream.url, 'POST', '/booking', { token: visitor.token, body: bookingBody('ams-van-gogh-museum', slot, visitor.passes) })).status).toBe(201);
    const again = await call(upstream.url, 'POST', '/booking', { token: visitor.token, body: bookingBody('ams-van-gogh-museum', slot, visitor.passes) });
    expect(again).toEqual({ status: 409, body: { error_code: 'BOOKING-014', message: expect.any(String) } });
    const sameDay = await call(upstream.url, 'POST', '/booking', { token: visitor.token, body: bookingBody('ams-van-gogh-museum', laterSameDay, visitor.passes) });
    expect(sameDay.status).toBe(409);
    expect(sameDay.body.error_code).toBe('BOOKING-017');
    const nearby = slotsOf(upstream, 'ams-stedelijk-museum').find((s) => s.starts_at === slot.starts_at);
    if (!nearby) throw new Error('no slot');
    const overlap = await call(upstream.url, 'POST', '/booking', { token: visitor.token, body: bookingBody('ams-stedelijk-museum', nearby, visitor.passes) });
    expect(overlap.status).toBe(409);
    expect(overlap.body.error_code).toBe('OVERLAPPING_RESERVATION');
    const halfHourLater = slotsOf(upstream, 'ams-stedelijk-museum').find((s) => s.starts_at === slot.starts_at + 30 * 60 * 1000);
    if (!halfHourLater) throw new Error('no slot');
    expect((await call(upstream.url, 'POST', '/booking', { token: visitor.token, body: bookingBody('ams-stedelijk-museum', halfHourLater, visitor.passes) })).status).toBe(201);
  });

  it('answers RESERVATION_OUTSIDE_PASS_DURATION for a slot after the pass expires', async () => {
    const visitor = await newVisitor(upstream, { validDays: 7 });
    const late = await call(upstream.url, 'POST', '/booking', { token: visitor.token, body: bookingBody('ams-artis-zoo', slotDaysAhead('ams-artis-zoo', 10), visitor.passes) });
    expect(late.status).toBe(422);
    expect(late.body.error_code).toBe('RESERVATION_OUTSIDE_PASS_DURATION');
  });

  it('answers AV-004 for an unscanned pass where the attraction needs a scan', async () => {
    const visitor = await newVisitor(upstream, { scanned: false });
    const slot = slotDaysAhead('ams-heineken-experience', 3);
    const booking = await call(upstream.url, 'POST', '/booking', { token: visitor.token, body: bookingBody('ams-heineken-experience', slot, visitor.passes) });
    expect(booking.status).toBe(422);
    expect(booking.body.error_code).toBe('AV-004');
    const availability = await call(upstream.url, 'GET', `/availability?offer_id=ams-heineken-experience&passes=${visitor.passes[0]}`, { token: visitor.token });
    expect(availability.body.error_code).toBe('AV-004');
    expect((await call(upstream.url, 'POST', '/booking', { token: visitor.token, body: bookingBody('ams-rijksmuseum', slotDaysAhead('ams-rijksmuseum', 3), visitor.passes) })).status).toBe(201);
  });

  it('answers TIMESLOT_UNAVAILABLE when the slot has filled since availability was read', async () => {
    const slot = slotDaysAhead('ams-hortus-botanicus', 6);
    upstream.db.prepare('UPDATE timeslots SET capacity = 2 WHERE id = ?').run(slot.id);
    const first = await newVisitor(upstream, { passes: 2 });
    const second = await newVisitor(upstream);
    expect((await call(upstream.url, 'POST', '/booking', { token: first.token, body: bookingBody('ams-hortus-botanicus', slot, first.passes) })).status).toBe(201);
    const full = await call(upstream.url, 'POST', '/booking', { token: second.token, body: bookingBody('ams-hortus-botanicus', slot, second.passes) });
    expect(full).toEqual({ status: 409, body: { error_code: 'TIMESLOT_UNAVAILABLE', message: expect.any(String) } });
  });

  it('validates the booking body and its passes', async () => {
    const visitor = await newVisitor(upstream);
    const slot = slotDaysAhead('ams-rijksmuseum', 8);
    const cases = [
      [],
      [{ offer_id: 'ams-rijksmuseum', pass: visitor.passes[0] }],
      bookingBody('ams-rijksmuseum', slot, ['100000000011']),
      bookingBody('ams-rijksmuseum', { ...slot, starts_at: slot.starts_at + 1000 }, visitor.passes),
      bookingBody('ams-rijksmuseum', slotDaysAhead('ams-canal-cruise', 8), visitor.passes),
    ];
    for (const body of cases) {
      const response = await call(upstream.url, 'POST', '/booking', { token: visitor.token, body });
      expect([response.status, response.body.error_code]).toEqual([400, 'INVALID_REQUEST']);
    }
  });

  it('cancels a group, which frees its places and disappears from the list', async () => {
    const visitor = await newVisitor(upstream, { passes: 2 });
    const slot = slotDaysAhead('ams-nemo-science-museum', 3);
    const booked = await call(upstream.url, 'POST', '/booking', { token: visitor.token, body: bookingBody('ams-nemo-science-museum', slot, visitor.passes) });
    const bookingId = booked.body[0].booking_id as string;
    const stranger = await newVisitor(upstream);
    expect((await call(upstream.url, 'DELETE', `/reservations/groups/${bookingId}`, { token: stranger.token })).status).toBe(404);
    expect(await call(upstream.url, 'DELETE', `/reservations/groups/${bookingId}`, { token: visitor.token })).toEqual({
      status: 200,
      body: { booking_id: bookingId, status: 'cancelled' },
    });
    expect((await call(upstream.url, 'GET', '/reservations', { token: visitor.token })).body).toEqual([]);
    expect((await call(upstream.url, 'DELETE', `/reservations/groups/${bookingId}`, { token: visitor.token })).status).toBe(404);
    expect((await call(upstream.url, 'POST', '/booking', { token: visitor.token, body: bookingBody('ams-nemo-science-museum', slot, visitor.passes) })).status).toBe(201);
  });

  it('amends a group to another slot of the same attraction, applying the rules', async () => {
    const visitor = await newVisitor(upstream, { passes: 2 });
    const slot = slotDaysAhead('ams-a-dam-lookout', 3, 2);
    const booked = await call(upstream.url, 'POST', '/booking', { token: visitor.token, body: bookingBody('ams-a-dam-lookout', slot, visitor.passes) });
    const bookingId = booked.body[0].booking_id as string;
    const target = slotDaysAhead('ams-a-dam-lookout', 3, 6);
    const amend = (to: SlotRow, offerId = 'ams-a-dam-lookout') =>
      call(upstream.url, 'PATCH', `/reservations/groups/${bookingId}`, {
        token: visitor.token,
        body: { bookingId, offer_id: offerId, time_slot: { id: String(to.id), date_time: new Date(to.starts_at).toISOString() } },
      });
    const moved = await amend(target);
    expect(moved.status).toBe(200);
    // The same booking, changed once: its calendar entry is updated, not added.
    expect(moved.body).toMatchObject({ booking_id: bookingId, time_slot: { id: String(target.id) }, passes: visitor.passes, sequence: 1 });
    expect((await amend(target, 'ams-rijksmuseum')).body.error_code).toBe('INVALID_REQUEST');
    const elsewhere = slotsOf(upstream, 'ams-canal-cruise').find((s) => s.starts_at === slot.starts_at);
    if (!elsewhere) throw new Error('no slot');
    await call(upstream.url, 'POST', '/booking', { token: visitor.token, body: bookingBody('ams-canal-cruise', elsewhere, visitor.passes) });
    expect((await amend(slot)).body.error_code).toBe('OVERLAPPING_RESERVATION');
  });

  it('answers WINDOW_ELAPSED for cancel and amend within 24 hours of the start', async () => {
    const visitor = await newVisitor(upstream);
    const soon = slotsOf(upstream, 'ams-rijksmuseum').find((s) => s.starts_at > Date.now() + HOUR && s.starts_at < Date.now() + DAY);
    if (!soon) throw new Error('no slot within a day');
    const booked = await call(upstream.url, 'POST', '/booking', { token: visitor.token, body: bookingBody('ams-rijksmuseum', soon, visitor.passes) });
    const bookingId = booked.body[0].booking_id as string;
    const cancel = await call(upstream.url, 'DELETE', `/reservations/groups/${bookingId}`, { token: visitor.token });
    expect(cancel).toEqual({ status: 422, body: { error_code: 'WINDOW_ELAPSED', message: expect.any(String) } });
    const later = slotDaysAhead('ams-rijksmuseum', 9);
    const amend = await call(upstream.url, 'PATCH', `/reservations/groups/${bookingId}`, {
      token: visitor.token,
      body: { bookingId, offer_id: 'ams-rijksmuseum', time_slot: { id: String(later.id), date_time: new Date(later.starts_at).toISOString() } },
    });
    expect(amend.body.error_code).toBe('WINDOW_ELAPSED');
  });
});
