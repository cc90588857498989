import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@citypass/shared-ui/testing/render';
import { ReleasesPage } from './ReleasesPage';

const TOKEN = 'bookings-team-token';

function answer(status: number, body: unknown) {
  return Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) });
}

const releases = {
  remotes: {
    auth: { promoted: '0.1.0', published: ['0.1.0'], canary: null },
    attractions: { promoted: '0.1.0', published: ['0.1.0'], canary: null },
    bookings: { promoted: '0.2.0', published: ['0.1.0', '0.2.0', '0.3.0'], canary: { version: '0.3.0', percent: 10 } },
  },
};

const bookingsHistory = [
  { action: 'promote', team: 'bookings', at: '2026-11-20T09:00:00.000Z', from: null, to: '0.1.0', reason: 'first release' },
  { action: 'promote', team: 'bookings', at: '2026-11-21T10:30:00.000Z', from: '0.1.0', to: '0.2.0', reason: 'new filters' },
  { action: 'canary', team: 'bookings', at: '2026-11-22T11:00:00.000Z', from: '0.2.0', to: '0.3.0', percent: 10, reason: 'try it' },
];

const health = { windowMs: 600_000, remotes: { bookings: { '0.2.0': { loads: 90, failures: 1 }, '0.3.0': { loads: 10, failures: 0 } } } };

let fetchMock: jest.Mock;

function releaseApi(refusals: Record<string, [number, unknown]> = {}) {
  fetchMock = jest.fn((url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    if (headers.authorization !== `Bearer ${TOKEN}`) return answer(401, { error_code: 'TEAM_UNKNOWN', message: 'Unknown team token' });
    const refusal = refusals[`${init.method} ${url}`];
    if (refusal) return answer(...refusal);
    if (url === '/api/releases') return answer(200, releases);
    if (url === '/api/releases/health') return answer(200, health);
    const history = url.match(/^\/api\/releases\/(\w+)\/history$/);
    if (history) return answer(200, { remote: history[1], history: history[1] === 'bookings' ? bookingsHistory : [] });
    return answer(200, { remote: 'bookings', from: '0.2.0', to: '0.1.0' });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
}

async function signIn(token = TOKEN) {
  const user = userEvent.setup();
  renderWithPlatform(<ReleasesPage />, { route: '/_releases' });
  await user.type(screen.getByLabelText('Team release token'), token);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

beforeEach(() => sessionStorage.clear());

test('a wrong token shows the API message and keeps the sign-in form', async () => {
  releaseApi();
  await signIn('not-a-token');
  expect(await screen.findByRole('alert')).toHaveTextContent('Unknown team token');
  expect(screen.getByLabelText('Team release token')).toHaveAttribute('type', 'password');
  expect(sessionStorage.length).toBe(0);
});

test('signed in, each remote shows its promoted version, canary, counts and history newest first', async () => {
  releaseApi();
  await signIn();
  const bookings = await screen.findByRole('region', { name: 'bookings' });
  expect(within(bookings).getByText('0.2.0', { selector: 'dd' })).toBeInTheDocument();
  expect(within(bookings).getByText('0.3.0 for 10% of visitors')).toBeInTheDocument();
  expect(within(bookings).getByRole('heading', { name: 'Loads and failures over the last 10 minutes' })).toBeInTheDocument();
  expect(within(bookings).getByText('0.2.0: 90 loads, 1 failure')).toBeInTheDocument();
  const history = within(within(bookings).getByRole('list', { name: 'bookings history, newest first' })).getAllByRole('listitem');
  expect(history.map((item) => item.textContent)).toEqual([
    'Canary 0.3.0 for 10% of visitors2026-11-22 11:00 UTC by bookings: try it',
    'Promoted 0.2.0 (was 0.1.0)2026-11-21 10:30 UTC by bookings: new filters',
    'Promoted 0.1.02026-11-20 09:00 UTC by bookings: first release',
  ]);
  expect(screen.getByRole('region', { name: 'auth' })).toHaveTextContent('Nothing promoted yet.');
  expect(sessionStorage.getItem('citypass_release_token')).toBe(TOKEN);
  expect(window.location.href).not.toContain(TOKEN);
});

test('a rollback asks for confirmation and a reason, then calls the API and shows the new state', async () => {
  releaseApi();
  const user = await signIn();
  const bookings = await screen.findByRole('region', { name: 'bookings' });
  await user.click(within(bookings).getByRole('button', { name: 'Roll back' }));
  const dialog = screen.getByRole('dialog', { name: 'Roll back: bookings' });
  expect(fetchMock).not.toHaveBeenCalledWith('/api/releases/bookings/rollback', expect.anything());
  await user.type(within(dialog).getByLabelText('Reason'), 'checkout broken');
  releases.remotes.bookings.promoted = '0.1.0';
  await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/releases/bookings/rollback',
    expect.objectContaining({ method: 'POST', body: JSON.stringify({ reason: 'checkout broken' }) }),
  );
  expect(await within(bookings).findByText('0.1.0', { selector: 'dd' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  releases.remotes.bookings.promoted = '0.2.0';
});

test('a refused promote shows the message and each of the gate’s problems', async () => {
  releaseApi({
    'POST /api/releases/bookings/promote': [
      409,
      { error_code: 'CONTRACT_GATE', message: 'bookings 0.3.0 cannot be promoted', problems: ['exposes no ./BookingsPage', 'built without integrity'] },
    ],
  });
  const user = await signIn();
  const bookings = await screen.findByRole('region', { name: 'bookings' });
  await user.click(within(bookings).getByRole('button', { name: 'Promote' }));
  const dialog = screen.getByRole('dialog', { name: 'Promote a release: bookings' });
  await user.selectOptions(within(dialog).getByLabelText('Version'), '0.3.0');
  await user.type(within(dialog).getByLabelText('Reason'), 'ready');
  await user.click(within(dialog).getByRole('button', { name: 'Promote' }));
  const refusal = await within(dialog).findByRole('alert');
  expect(refusal).toHaveTextContent('bookings 0.3.0 cannot be promoted');
  expect(within(refusal).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['exposes no ./BookingsPage', 'built without integrity']);
  expect(fetchMock).toHaveBeenCalledWith('/api/releases/bookings/promote', expect.objectContaining({ body: JSON.stringify({ version: '0.3.0', reason: 'ready' }) }));
});
