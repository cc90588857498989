import { useState } from 'react';
import styled from 'styled-components';
import { PREVIEW_PATHS, type PagePreview } from '@citypass/contracts';
import { Button } from '@citypass/shared-ui/components/Button/Button';
import type { Translate } from '@citypass/shared-ui/platform/i18n';
import { previewTexts, type PreviewTextId } from './preview-texts';

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

// A loaded release is named by its remote and version alone: data, the same in every language.
function describe(t: Translate<PreviewTextId>, { remote, version, loaded, devServer }: PagePreview['remotes'][number]): string {
  if (devServer) return t('preview.devServer', { remote, address: devServer });
  return loaded ? `${remote} ${version}` : t('preview.notLoaded', { remote, version });
}

interface Props {
  preview: PagePreview;
  reload?: () => void;
  fetchImpl?: typeof fetch;
}

export function PreviewRibbon({ preview, reload = () => window.location.reload(), fetchImpl }: Props) {
  const t = previewTexts.useT();
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
    <Ribbon aria-label={t('preview.label')}>
      <p>
        <strong>{t('preview.heading')}</strong> {preview.remotes.map((entry) => describe(t, entry)).join(' · ')}
      </p>
      <Button variant="secondary" disabled={state === 'ending'} onClick={() => void end()}>
        {t(state === 'ending' ? 'preview.ending' : 'preview.end')}
      </Button>
      {state === 'failed' && <p role="alert">{t('preview.endFailed')}</p>}
    </Ribbon>
  );
}
