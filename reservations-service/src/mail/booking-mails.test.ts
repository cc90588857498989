import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { Registry } from 'prom-client';
import { SMTPServer } from 'smtp-server';
import { bookingBody, call, newVisitor, slotsOf, startTempUpstream, type TempUpstream } from '../testing/temp-upstream';
import { composeBookingMail, UnsendableMail } from './booking-mail';
import { smtpTransport } from './mail-transport';

// The e-mails the app promises, through a real SMTP server on an ephemeral port, each read back
// with a MIME parser: what a visitor's mailbox and calendar receive.

const DAY = 86_400_000;
const RETRY = { firstDelayMs: 100, maxDelayMs: 400, maxAttempts: 3 };

interface Received {
  envelope: string[];
  mail: ParsedMail;
}

/** An SMTP server that keeps what it takes, and refuses any recipient whose address says "refused". */
class TestSmtpServer {
  readonly received: Received[] = [];
  private server!: SMTPServer;
  port = 0;

  async start(port = 0): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, done) => (address.address.includes('refused') ? done(Object.assign(new Error('No such mailbox'), { responseCode: 550 })) : done()),
      onData: (stream, session, done) => {
        simpleParser(stream).then((mail) => {
          this.received.push({ envelope: session.envelope.rcptTo.map((to) => to.address), mail });
          done();
        }, done);
      },
    });
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as { port: number }).port;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }
}

async function eventually<T>(read: () => T | undefined, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('did not happen in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The calendar part of a message: its METHOD, UID and SEQUENCE. */
function calendarOf(mail: ParsedMail) {
  const ics = mail.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'));
  const text = ics?.content.toString('utf8').replace(/\r\n[ \t]/g, '') ?? '';
  const field = (name: string) => new RegExp(`^${name}:(.*)$`, 'm').exec(text)?.[1]?.trim();
  return { method: field('METHOD'), uid: field('UID'), sequence: field('SEQUENCE'), status: field('STATUS'), start: field('DTSTART') };
}

/** A start as the calendar part writes it in UTC: 20261205T093000Z. */
const utcStamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]|\.\d{3}/g, '');

describe('the e-mails of a booking, an amendment and a cancellation', () => {
  let smtp: TestSmtpServer;
  let upstream: TempUpstream;
  const metrics = new Registry();
  const outboxRows = () => upstream.db.prepare('SELECT id, status, attempts, last_error FROM mail_outbox ORDER BY id').all() as { id: number; status: string; attempts: number; last_error: string | null }[];

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    upstream = await startTempUpstream({ metrics, mail: { smtpUrl: smtp.url, bookingsUrl: 'https://bookings.citypass.test/bookings', retry: RETRY } });
  });
  afterAll(async () => {
    await upstream.dispose();
    await smtp.stop();
  });

  const slotDaysAhead = (offerId: string, days: number, index = 0) => slotsOf(upstream, offerId).filter((slot) => slot.starts_at > Date.now() + days * DAY)[index]!;

  it("send each step to the order's address in the page's language, its calendar entry updating one event", async () => {
    const visitor = await newVisitor(upstream, { passes: 2 });
    const slot = slotDaysAhead('ams-rijksmuseum', 3, 2);
    const booked = await call(upstream.url, 'POST', '/booking', { token: visitor.token, body: bookingBody('ams-rijksmuseum', slot, visitor.passes), language: 'nl' });
    expect(booked.status).toBe(201);
    const bookingId = booked.body[0].booking_id as string;
    const first = await eventually(() => smtp.received.find((message) => message.envelope.includes(visitor.email)));
    expect(first.mail.subject).toBe('Uw boeking voor Rijksmuseum is bevestigd');
    expect(first.mail.text).toContain('Bedankt voor uw boeking.');
    expect(first.mail.text).toContain(`Passen: ${visitor.passes.map((pass) => `${pass.slice(0, 4)}-${pass.slice(4, 8)}-${pass.slice(8)}`).join(', ')}`);
    expect(first.mail.text).toContain('https://bookings.citypass.test/bookings');
    expect(calendarOf(first.mail)).toEqual({ method: 'REQUEST', uid: `booking-${bookingId}@citypass`, sequence: '0', status: 'CONFIRMED', start: utcStamp(slot.starts_at) });

    const target = slotDaysAhead('ams-rijksmuseum', 3, 6);
    const amend = { bookingId, offer_id: 'ams-rijksmuseum', time_slot: { id: String(target.id), date_time: new Date(target.starts_at).toISOString() } };
    expect((await call(upstream.url, 'PATCH', `/reservations/groups/${bookingId}`, { token: visitor.token, body: amend, language: 'nl' })).status).toBe(200);
    const second = await eventually(() => smtp.received.filter((message) => message.envelope.includes(visitor.email))[1]);
    expect(second.mail.subject).toBe('Uw boeking voor Rijksmuseum is gewijzigd');
    expect(calendarOf(second.mail)).toMatchObject({ method: 'REQUEST', uid: `booking-${bookingId}@citypass`, sequence: '1', start: utcStamp(target.starts_at) });

    expect((await call(upstream.url, 'DELETE', `/reservations/groups/${bookingId}`, { token: visitor.token, language: 'ja' })).status).toBe(200);
    const third = await eventually(() => smtp.received.filter((message) => message.envelope.includes(visitor.email))[2]);
    expect(third.mail.subject).toBe('Rijksmuseum のご予約をキャンセルしました');
    expect(calendarOf(third.mail)).toMatchObject({ method: 'CANCEL', uid: `booking-${bookingId}@citypass`, sequence: '2', status: 'CANCELLED', start: utcStamp(target.starts_at) });
  });

  it('never hold back a booking while the SMTP server is down: the e-mail waits, and goes once it is back, once', async () => {
    await smtp.stop();
    const visitor = await newVisitor(upstream);
    const started = Date.now();
    const booked = await call(upstream.url, 'POST', '/booking', { token: visitor.token, body: bookingBody('ams-van-gogh-museum', slotDaysAhead('ams-van-gogh-museum', 4), visitor.passes) });
    expect(booked.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(2000);
    await eventually(() => (outboxRows().at(-1)!.attempts >= 1 ? true : undefined));
    expect(outboxRows().at(-1)).toMatchObject({ status: 'waiting', last_error: expect.stringContaining('ECONNREFUSED') });

    smtp = await new TestSmtpServer().start(smtp.port);
    const received = await eventually(() => smtp.received.find((message) => message.envelope.includes(visitor.email)));
    expect(received.mail.subject).toBe('Your Van Gogh Museum booking is confirmed');
    await new Promise((resolve) => setTimeout(resolve, RETRY.maxDelayMs * 2));
    expect(smtp.received.filter((message) => message.envelope.includes(visitor.email))).toHaveLength(1);
    expect(outboxRows().at(-1)).toMatchObject({ status: 'sent' });
  });

  it('record an address the server refuses as failed after its retries, without holding back the messages behind it', async () => {
    const refused = await newVisitor(upstream, { email: 'refused.visitor@example.com' });
    const welcome = await newVisitor(upstream);
    await call(upstream.url, 'POST', '/booking', { token: refused.token, body: bookingBody('ams-stedelijk-museum', slotDaysAhead('ams-stedelijk-museum', 5), refused.passes) });
    await call(upstream.url, 'POST', '/booking', { token: welcome.token, body: bookingBody('ams-stedelijk-museum', slotDaysAhead('ams-stedelijk-museum', 6), welcome.passes) });
    await eventually(() => smtp.received.find((message) => message.envelope.includes(welcome.email)));
    const failed = await eventually(() => outboxRows().find((row) => row.status === 'failed'));
    expect(failed).toMatchObject({ attempts: RETRY.maxAttempts, last_error: expect.stringContaining('550') });
    // The logs and the error kept name the address only in part.
    expect(failed.last_error).not.toContain('refused.visitor@example.com');
    const figures = await metrics.metrics();
    expect(figures).toMatch(/^citypass_mail_failures_total\{outcome="failed"\} 1$/m);
    expect(figures).toMatch(/^citypass_mail_failures_total\{outcome="retried"\} [1-9]/m);
    expect(figures).toMatch(/^citypass_mail_queue_depth 0$/m);
  });

  it('survive a restart: an e-mail queued before it is sent after it', async () => {
    await smtp.stop();
    const visitor = await newVisitor(upstream);
    await call(upstream.url, 'POST', '/booking', { token: visitor.token, body: bookingBody('ams-nemo-science-museum', slotDaysAhead('ams-nemo-science-museum', 4), visitor.passes) });
    await upstream.close();
    smtp = await new TestSmtpServer().start(smtp.port);
    upstream = { ...(await startTempUpstream({ dataDir: upstream.dataDir, mail: { smtpUrl: smtp.url, retry: RETRY } })), dataDir: upstream.dataDir };
    const received = await eventually(() => smtp.received.find((message) => message.envelope.includes(visitor.email)));
    expect(received.mail.subject).toBe('Your NEMO Science Museum booking is confirmed');
  });
});

describe('an e-mail', () => {
  it('refuses an address that is not one address, and lets no name add a header or a recipient', async () => {
    const smtp = await new TestSmtpServer().start();
    const transport = smtpTransport(smtp.url);
    try {
      const booking = { bookingId: 'b-1', attraction: 'Zoo', startsAt: '2026-12-05T09:30:00.000Z', timezone: 'Europe/Amsterdam', durationMinutes: 30, passes: ['100000000011'], sequence: 0 };
      const settings = { from: 'City Pass <bookings@citypass.test>', bookingsUrl: 'https://bookings.citypass.test/bookings' };
      const mail = (recipient: string, attraction = 'Zoo') => composeBookingMail({ id: 1, kind: 'booked', recipient, language: 'en', booking: { ...booking, attraction } }, settings);
      for (const recipient of ['visitor@example.com\r\nBcc: evil@example.com', 'visitor@example.com, evil@example.com', 'Visitor <evil@example.com>']) {
        await expect(mail(recipient)).rejects.toThrow(UnsendableMail);
      }
      await transport.send(await mail('visitor@example.com', 'Zoo\r\nBcc: evil@example.com'), 'injection');
      const [received] = await eventually(() => (smtp.received.length ? smtp.received : undefined));
      expect(received!.envelope).toEqual(['visitor@example.com']);
      expect(received!.mail.headers.has('bcc')).toBe(false);
      expect(received!.mail.subject).toBe('Your Zoo Bcc: evil@example.com booking is confirmed');
    } finally {
      transport.close();
      await smtp.stop();
    }
  });
});

describe('without an SMTP server', () => {
  it('writes each e-mail as an .eml file into the outbox folder of its data directory', async () => {
    const upstream = await startTempUpstream();
    try {
      expect(upstream.outboxDir).toBe(join(upstream.dataDir, 'outbox'));
      const visitor = await newVisitor(upstream);
      const slot = slotsOf(upstream, 'ams-rijksmuseum').filter((row) => row.starts_at > Date.now() + 3 * DAY)[0]!;
      await call(upstream.url, 'POST', '/booking', { token: visitor.token, body: bookingBody('ams-rijksmuseum', slot, visitor.passes), language: 'fr' });
      const file = await eventually(() => readdirSync(upstream.outboxDir!).find((name) => name.endsWith('.eml')));
      const mail = await simpleParser(readFileSync(join(upstream.outboxDir!, file)));
      expect(mail.subject).toBe('Votre réservation pour Rijksmuseum est confirmée');
      expect(calendarOf(mail).method).toBe('REQUEST');
    } finally {
      await upstream.dispose();
    }
  });
});
