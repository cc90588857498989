// `npm run bench:mail`: what the e-mails cost a booking's answer. The reference reservations
// service as built, bookings answered with their e-mail queued (and the sender writing each to the
// outbox folder meanwhile), against the same service's app answering without e-mails (as it did
// before them), over two databases alike, the bookings interleaved. Writes
// bench/results/booking-mail.{json,md}; needs the service built.
const { writeFileSync } = require('node:fs');
const { loadavg } = require('node:os');
const { join } = require('node:path');
const { readCommandLine } = require('@citypass/command-line');
const { createUpstreamApp } = require('@citypass/reservations-service');
const { bookingBody, newVisitor, slotsOf, startTempUpstream } = require('@citypass/reservations-service/testing');
const { median, ratio } = require('./stats');

const USAGE = `Usage: npm run bench:mail [-- --bookings <n>]
  (node bench/scripts/booking-mail-cost.js)

A booking's answer time with its e-mail queued, against the same service answering without
e-mails, the bookings interleaved. Writes bench/results/booking-mail.{json,md}.

Options:
  --bookings <n>   bookings measured on each side (default 300; 30 more warm each up)
`;

const { values: args } = readCommandLine({ name: 'npm run bench:mail', usage: USAGE }, { options: { bookings: { type: 'string', default: '300' } } });
const BOOKINGS = Number(args.bookings);
if (!Number.isInteger(BOOKINGS) || BOOKINGS < 10) {
  process.stderr.write('npm run bench:mail: --bookings: give a whole number of bookings, at least 10\n');
  process.exit(2);
}
const WARMUP = 30;
const BUDGET = 1.05;
const OFFER = 'ams-a-dam-lookout';
const RESULTS = join(__dirname, '../results');
const log = (line) => process.stdout.write(`${line}\n`);

/** The same service's app over the same kind of database, answering without e-mails, on a port of its own. */
async function withoutMail(upstream) {
  const server = await new Promise((resolve) => {
    const listening = createUpstreamApp({ db: upstream.db }).listen(0, '127.0.0.1', () => resolve(listening));
  });
  return { url: `http://127.0.0.1:${server.address().port}`, db: upstream.db, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** One booking of a visitor of its own (set up beforehand), timed from request to answer. */
async function timedBooking(side, index) {
  const visitor = await newVisitor(side.upstream);
  const slots = slotsOf(side.upstream, OFFER).filter((slot) => slot.starts_at > Date.now() + 2 * 86_400_000);
  const slot = slots[index % slots.length];
  const started = performance.now();
  const response = await fetch(`${side.url}/booking`, {
    method: 'POST',
    headers: { authorization: `Bearer ${visitor.token}`, 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify(bookingBody(OFFER, slot, visitor.passes)),
  });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 201) throw new Error(`booking answered ${response.status}`);
  return ms;
}

async function main() {
  const loadBefore = loadavg();
  const withMail = await startTempUpstream();
  const plain = await startTempUpstream();
  const bare = await withoutMail(plain);
  const sides = [
    { name: 'with e-mails', url: withMail.url, upstream: withMail, samples: [] },
    { name: 'without e-mails', url: bare.url, upstream: plain, samples: [] },
  ];
  try {
    for (let index = 0; index < WARMUP + BOOKINGS; index += 1) {
      for (const side of index % 2 ? [...sides].reverse() : sides) {
        const ms = await timedBooking(side, index);
        if (index >= WARMUP) side.samples.push(ms);
      }
    }
  } finally {
    await bare.close();
    await withMail.dispose();
    await plain.dispose();
  }
  const p95 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)];
  const figures = Object.fromEntries(sides.map((side) => [side.name, { medianMs: Number(median(side.samples).toFixed(2)), p95Ms: Number(p95(side.samples).toFixed(2)) }]));
  const times = ratio(figures['with e-mails'].medianMs, figures['without e-mails'].medianMs);
  const pass = times !== null && times <= BUDGET;
  const result = { date: new Date().toISOString(), bookings: BOOKINGS, loadBefore, loadAfter: loadavg(), figures, ratio: times, budget: BUDGET, pass };
  const markdown = `## A booking's answer with its e-mail

${BOOKINGS} bookings on each side, interleaved, each by a visitor of its own, against the reference
reservations service as built: answered with the e-mail queued in its database (the sender writing
each to the outbox folder meanwhile), and the same service's app answering without e-mails.
Load average ${loadBefore.map((n) => n.toFixed(2)).join(' ')} before.

| | median ms | p95 ms |
|---|---|---|
${sides.map((side) => `| ${side.name} | ${figures[side.name].medianMs} | ${figures[side.name].p95Ms} |`).join('\n')}

Median with e-mails: ${times}× the one without (budget ≤ ${BUDGET}×): **${result.pass ? 'pass' : 'FAIL'}**.
`;
  writeFileSync(join(RESULTS, 'booking-mail.json'), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(join(RESULTS, 'booking-mail.md'), markdown);
  log(markdown);
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
