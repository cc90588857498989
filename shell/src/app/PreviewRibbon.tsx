import { useState } from 'react';
import styled from 'styled-components';
import { PREVIEW_PATHS, type PagePreview } from '@citypass/shared-ui/contracts';
import { Button } from '@citypass/shared-ui/components/Button/Button';

// A browser that opened a team's preview link says so on every page, above the header and in the
// page's flow (it never covers the header's controls, and is there from the first paint, so
// nothing moves), until "End preview" forgets the preview and the page loads again.

const Ribbon = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.5rem 1rem;
  padding: 0.5rem 1rem;
  border-bottom: 3px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.875rem;

  p {
    margin: 0;
  }
`;

function describe({ remote, version, loaded, devServer }: PagePreview['remotes'][number]): string {
  if (devServer) return `${remote} from the dev server at ${devServer}`;
  return loaded ? `${remote} ${version}` : `${remote} ${version} can no longer be previewed, so this page shows the promoted release`;
}

interface Props {
  preview: PagePreview;
  reload?: () => void;
  fetchImpl?: typeof fetch;
}

export function PreviewRibbon({ preview, reload = () => window.location.reload(), fetchImpl }: Props) {
  const [state, setState] = useState<'idle' | 'ending' | 'failed'>('idle');
  const end = async () => {
    setState('ending');
    const ended = await (fetchImpl ?? fetch)(PREVIEW_PATHS.end, { method: 'POST', credentials: 'same-origin' }).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ended) reload();
    else setState('failed');
  };
  return (
    <Ribbon aria-label="Preview">
      <p>
        <strong>Preview:</strong> {preview.remotes.map(describe).join(' · ')}
      </p>
      <Button variant="secondary" disabled={state === 'ending'} onClick={() => void end()}>
        {state === 'ending' ? 'Ending preview…' : 'End preview'}
      </Button>
      {state === 'failed' && <p role="alert">The preview could not be ended. Check your connection and try again.</p>}
    </Ribbon>
  );
}
