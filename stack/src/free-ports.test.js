const { createServer } = require('node:net');
const { holdPorts } = require('./free-ports');
const { Stack } = require('./stack');

/** Whether a server can listen on the port now (as the product's servers do, on 127.0.0.1). */
function canListen(/** @type {number} */ port) {
  return new Promise((answer) => {
    const server = createServer()
      .once('error', () => answer(false))
      .listen(port, '127.0.0.1', () => server.close(() => answer(true)));
  });
}

test('held ports are distinct, nobody else can listen on one until it is released, and then anyone can', async () => {
  const held = await holdPorts(['a', 'b', 'c']);
  const ports = Object.values(held).map(({ port }) => port);
  expect(new Set(ports).size).toBe(3);
  expect(await Promise.all(ports.map(canListen))).toEqual([false, false, false]);
  await held.b.release();
  expect(await Promise.all(ports.map(canListen))).toEqual([false, true, false]);
  await held.a.release();
  await held.c.release();
  expect(await Promise.all(ports.map(canListen))).toEqual([true, true, true]);
});

test("a stack's ports are its own from create until its servers start, and free again once it stops", async () => {
  const stack = await Stack.create();
  const ports = Object.values(stack.ports);
  expect(await Promise.all(ports.map(canListen))).toEqual(ports.map(() => false));
  await stack.stop();
  expect(await Promise.all(ports.map(canListen))).toEqual(ports.map(() => true));
});
