import { keepAppOffline } from './offline-app';

// The page registers the service worker, or removes every registration a deployment (or a dev
// server's page) no longer wants.

function fakeContainer() {
  const unregister = jest.fn(async () => true);
  return {
    container: {
      register: jest.fn(async () => ({}) as ServiceWorkerRegistration),
      getRegistrations: jest.fn(async () => [{ unregister }, { unregister }] as unknown as ServiceWorkerRegistration[]),
    } as unknown as ServiceWorkerContainer,
    unregister,
  };
}

test('registers /sw.js', () => {
  const { container } = fakeContainer();
  keepAppOffline(true, container);
  expect(container.register).toHaveBeenCalledWith('/sw.js');
});

test('turned off, removes every registration and registers none', async () => {
  const { container, unregister } = fakeContainer();
  keepAppOffline(false, container);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(unregister).toHaveBeenCalledTimes(2);
  expect(container.register).not.toHaveBeenCalled();
});

test('does nothing in a browser without service workers', () => {
  expect(() => keepAppOffline(true, undefined)).not.toThrow();
});
