import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@citypass/shared-ui/testing/render';
import { ReleasesApp } from './ReleasesApp';

const TOKEN = 'bookings-team-token';

interface Call {
  path: string;
  method: string;
  authorization: string | null;
  body: unknown;
}

/** A release API with bookings at 0.2.0 (0.1.0 before it) and a refusal for promotes when asked. */
function fakeReleaseApi(options: { refusePromote?: string[]; health?: boolean | 'unavailable' } = {}) {
  const calls: Call[] = [];
  let promoted = '0.2.0';
  const history = [
    { action: 'promote', team: 'bookings', at: '2026-11-20T10:00:00.000Z', from: null, to: '0.1.0', reason: 'first release' },
    { action: 'promote', team: 'bookings', at: '2026-11-21T10:00:00.000Z', from: '0.1.0', to: '0.2.0', reason: 'new calendar' },
  ];
  const json = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });
  const fetchImpl = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).replace('/api/releases', '');
    const headers = init.headers as Record<string, string>;
    const call = { path, method: init.method ?? 'GET', authorization: headers.authorization ?? null, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    if (call.authorization !== `Bearer ${TOKEN}`) return json(401, { error_code: 'NOT_AUTHORISED', message: 'That release token is not valid.' });
    if (path === '/') {
      const remote = (current: string | null, published: string[]) => ({ promoted: current, published, canary: null });
      return json(200, {
        remotes: {
          auth: remote('1.0.0', ['1.0.0']),
          attractions: remote('2.0.0', ['2.0.0']),
          bookings: { promoted, published: ['0.1.0', '0.2.0', '0.3.0'], canary: { version: '0.3.0', percent: 10 } },
        },
      });
    }
    if (path === '/health') {
      if (!options.health) return json(404, { error_code: 'NOT_FOUND' });
      if (options.health === 'unavailable') {
        return json(503, { error_code: 'HEALTH_UNAVAILABLE', message: 'Release health cannot be read right now. Try again shortly.' });
      }
      return json(200, {
        windowMs: 600000,
        sharedByFleet: true,
        remotes: { auth: {}, attractions: {}, bookings: { '0.2.0': { loads: 40, failures: 1 }, '0.3.0': { loads: 5, failures: 2 } } },
        previews: { auth: {}, attractions: {}, bookings: { '0.4.0': { loads: 3, failures: 3 } } },
      });
    }
    if (path === '/history') return json(200, { remotes: { auth: [], attractions: [], bookings: history } });
    if (path === '/bookings/promote' && options.refusePromote) {
      return json(409, { error_code: 'RELEASE_REFUSED', message: 'bookings 0.3.0 cannot be promoted', problems: options.refusePromote });
    }
    if (path === '/bookings/rollback') {
      history.push({ action: 'rollback', team: 'bookings', at: '2026-11-22T10:00:00.000Z', from: promoted, to: '0.1.0', reason: String((call.body as { reason: string }).reason) });
      promoted = '0.1.0';
      return json(200, { remote: 'bookings', from: '0.2.0', to: '0.1.0' });
    }
    if (path === '/bookings/canary/stop') return json(200, { remote: 'bookings', from: '0.3.0', to: promoted });
    if (path === '/bookings/preview') {
      const { version } = call.body as { version: string };
      if (version === '0.1.0') return json(409, { error_code: 'RELEASE_REFUSED', message: 'bookings 0.1.0 cannot be previewed', problems: [] });
      return json(200, { remote: 'bookings', version, url: `https://city.example/_preview?link=signed-${version}`, expiresAt: '2026-11-25T11:00:00.000Z' });
    }
    return json(404, { error_code: 'NOT_FOUND' });
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, calls };
}

async function signIn(token = TOKEN) {
  await userEvent.type(screen.getByLabelText('Team release token'), token);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => sessionStorage.clear());

describe('the releases page', () => {
  it('signs in with the team token and shows each remote’s promoted release, canary and history, newest first', async () => {
    const api = fakeReleaseApi();
    renderWithPlatform(<ReleasesApp fetchImpl={api.fetchImpl} />);
    await signIn();

    const bookings = await screen.findByRole('region', { name: 'bookings' });
    expect(within(bookings).getByText('0.2.0', { selector: 'dd' })).toBeInTheDocument();
    expect(within(bookings).getByText('0.3.0 to 10% of visitors')).toBeInTheDocument();
    const entries = within(within(bookings).getByRole('list', { name: 'bookings history, newest first' })).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('Promoted 0.2.0 (was 0.1.0) by bookings');
    expect(entries[1]).toHaveTextContent('Promoted 0.1.0 by bookings');
    expect(api.calls.every((call) => call.authorization === `Bearer ${TOKEN}`)).toBe(true);
    // Every remote's history in one call, not one per remote.
    expect(api.calls.filter((call) => call.path.endsWith('/history'))).toEqual([expect.objectContaining({ path: '/history' })]);
    expect(window.location.href).not.toContain(TOKEN);
  });

  it('shows the API’s refusal of a wrong token and stays signed out', async () => {
    renderWithPlatform(<ReleasesApp fetchImpl={fakeReleaseApi().fetchImpl} />);
    await signIn('not-the-token');
    expect(await screen.findByRole('alert')).toHaveTextContent('That release token is not valid.');
    expect(screen.getByLabelText('Team release token')).toBeInTheDocument();
  });

  it('signs in after a refused token with the right one', async () => {
    renderWithPlatform(<ReleasesApp fetchImpl={fakeReleaseApi().fetchImpl} />);
    await signIn('not-the-token');
    await screen.findByRole('alert');
    await userEvent.clear(screen.getByLabelText('Team release token'));
    await signIn();
    expect(await screen.findByRole('region', { name: 'bookings' })).toBeInTheDocument();
  });

  it('keeps the sign-in for the tab', async () => {
    const api = fakeReleaseApi();
    const first = renderWithPlatform(<ReleasesApp fetchImpl={api.fetchImpl} />);
    await signIn();
    await screen.findByRole('region', { name: 'bookings' });
    first.unmount();
    renderWithPlatform(<ReleasesApp fetchImpl={api.fetchImpl} />);
    expect(await screen.findByRole('region', { name: 'bookings' })).toBeInTheDocument();
  });

  it('offers actions on the team’s own remote only', async () => {
    renderWithPlatform(<ReleasesApp fetchImpl={fakeReleaseApi().fetchImpl} />);
    await signIn();
    const auth = await screen.findByRole('region', { name: 'auth' });
    expect(within(auth).queryByRole('button')).not.toBeInTheDocument();
    expect(within(auth).getByText('Only the auth team can change this remote.')).toBeInTheDocument();
    const bookings = screen.getByRole('region', { name: 'bookings' });
    expect(within(bookings).getByRole('button', { name: 'Roll back' })).toBeEnabled();
    expect(within(bookings).getByRole('button', { name: 'Stop canary' })).toBeEnabled();
  });

  it('rolls back after confirming, through the release API, and shows the new history', async () => {
    const api = fakeReleaseApi();
    renderWithPlatform(<ReleasesApp fetchImpl={api.fetchImpl} />);
    await signIn();
    const bookings = await screen.findByRole('region', { name: 'bookings' });
    await userEvent.click(within(bookings).getByRole('button', { name: 'Roll back' }));
    const dialog = screen.getByRole('dialog', { name: 'Roll back: bookings' });
    await userEvent.type(within(dialog).getByLabelText('Reason (kept in the history)'), 'calendar broken');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));

    expect(await screen.findByText('Roll back of bookings done.')).toBeInTheDocument();
    expect(api.calls).toContainEqual(expect.objectContaining({ path: '/bookings/rollback', method: 'POST', body: { reason: 'calendar broken' } }));
    expect(await within(bookings).findByText(/Rolled back to 0.1.0 \(was 0.2.0\)/)).toHaveTextContent('calendar broken');
  });

  it('stops the canary after confirming', async () => {
    const api = fakeReleaseApi();
    renderWithPlatform(<ReleasesApp fetchImpl={api.fetchImpl} />);
    await signIn();
    await userEvent.click(within(await screen.findByRole('region', { name: 'bookings' })).getByRole('button', { name: 'Stop canary' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Stop canary: bookings' })).getByRole('button', { name: 'Stop canary' }));
    expect(await screen.findByText('Stop canary of bookings done.')).toBeInTheDocument();
    expect(api.calls).toContainEqual(expect.objectContaining({ path: '/bookings/canary/stop', method: 'POST', body: { reason: 'Stop canary' } }));
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const api = fakeReleaseApi();
    renderWithPlatform(<ReleasesApp fetchImpl={api.fetchImpl} />);
    await signIn();
    await userEvent.click(within(await screen.findByRole('region', { name: 'bookings' })).getByRole('button', { name: 'Roll back' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the gate’s reasons when a promote is refused', async () => {
    const problems = ['bookings 0.3.0 needs react ^20 but the shell provides 19.3.1'];
    renderWithPlatform(<ReleasesApp fetchImpl={fakeReleaseApi({ refusePromote: problems }).fetchImpl} />);
    await signIn();
    const bookings = await screen.findByRole('region', { name: 'bookings' });
    expect(within(bookings).getByLabelText('Version to promote')).toHaveValue('0.3.0');
    await userEvent.click(within(bookings).getByRole('button', { name: 'Promote' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Promote: bookings' })).getByRole('button', { name: 'Promote' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('bookings 0.3.0 cannot be promoted');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(problems[0]!);
  });

  it('shows page loads and failures per version when the BFF counts them', async () => {
    renderWithPlatform(<ReleasesApp fetchImpl={fakeReleaseApi({ health: true }).fetchImpl} />);
    await signIn();
    const bookings = await screen.findByRole('region', { name: 'bookings' });
    expect(within(bookings).getByText('1 failed of 40 page loads')).toBeInTheDocument();
    expect(within(bookings).getByText('2 failed of 5 page loads')).toBeInTheDocument();
    expect(screen.getByText('Page loads over the last 10 minutes, counted by every server.')).toBeInTheDocument();
    const previews = within(bookings).getByRole('heading', { name: 'Preview page loads' });
    expect(previews.nextElementSibling?.nextElementSibling).toHaveTextContent('0.4.03 failed of 3 page loads');
  });

  it("prints a preview link for any published version of the team's own remote, and the refusal of one the gate refuses", async () => {
    const api = fakeReleaseApi();
    renderWithPlatform(<ReleasesApp fetchImpl={api.fetchImpl} />);
    await signIn();
    const bookings = await screen.findByRole('region', { name: 'bookings' });
    const versions = within(within(bookings).getByRole('list', { name: 'bookings published versions' })).getAllByRole('listitem');
    expect(versions.map((item) => item.textContent)).toEqual(['0.3.0Preview', '0.2.0Preview', '0.1.0Preview']);
    expect(within(await screen.findByRole('region', { name: 'auth' })).queryByRole('button', { name: /^Preview/ })).toBeNull();

    await userEvent.click(within(bookings).getByRole('button', { name: 'Preview 0.3.0' }));
    const link = await within(bookings).findByLabelText(/^Preview link for bookings 0\.3\.0, until 2026-11-25 11:00 UTC/);
    expect(link).toHaveValue('https://city.example/_preview?link=signed-0.3.0');
    expect(api.calls.at(-1)).toMatchObject({ path: '/bookings/preview', method: 'POST', body: { version: '0.3.0' } });

    await userEvent.click(within(bookings).getByRole('button', { name: 'Preview 0.1.0' }));
    expect(await within(bookings).findByRole('alert')).toHaveTextContent('bookings 0.1.0 cannot be previewed');
    expect(within(bookings).queryByRole('textbox')).toBeNull();
  });

  it('shows the releases, and why the page loads are missing, when the counts cannot be read', async () => {
    renderWithPlatform(<ReleasesApp fetchImpl={fakeReleaseApi({ health: 'unavailable' }).fetchImpl} />);
    await signIn();
    expect(await screen.findByRole('region', { name: 'bookings' })).toBeInTheDocument();
    expect(screen.getByText('Page loads cannot be shown: Release health cannot be read right now. Try again shortly.')).toBeInTheDocument();
  });
});
