import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TEST_DEPLOYMENT_LINKS } from '@citypass/shared-ui/testing/render';
import { brandThemes } from '@citypass/shared-ui/theme/brands';
import { App } from './App';

function SessionBoundary({ children }: { children: ReactNode }) {
  return <div data-testid="visitor-session">{children}</div>;
}

test('the teams\' releases page opens without the visitor session, the navigation or any remote page', async () => {
  window.history.pushState({}, '', '/_releases');
  render(<App theme={brandThemes.legacy} links={TEST_DEPLOYMENT_LINKS} renderPage={(route) => <p>remote page {route.page}</p>} SessionBoundary={SessionBoundary} />);
  expect(await screen.findByLabelText('Team release token')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Releases' })).toBeInTheDocument();
  expect(screen.queryByTestId('visitor-session')).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  expect(screen.queryByText(/remote page/)).not.toBeInTheDocument();
});
