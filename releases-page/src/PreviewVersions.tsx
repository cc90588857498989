import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@citypass/shared-ui/components/Button/Button';
import type { PreviewLink } from '@citypass/releases/contract';
import type { ReleaseApi } from './release-api';

const Versions = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 1rem;
    margin-bottom: 0.5rem;
  }
`;

const Link = styled.div`
  display: grid;
  gap: 0.25rem;
  margin-top: 0.75rem;

  label {
    font-weight: 600;
  }
  input {
    font: inherit;
    padding: 0.5rem;
    width: 100%;
    box-sizing: border-box;
  }
`;

/**
 * Each published version with a "Preview" button, for the remote's own team: the signed link
 * `npm run releases -- preview` prints, to open in the browser that should see the version.
 */
export function PreviewVersions({ remote, published, api }: { remote: string; published: readonly string[]; api: ReleaseApi }) {
  const linkId = useId();
  const [link, setLink] = useState<PreviewLink | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const preview = async (version: string) => {
    setRefusal(null);
    try {
      setLink(await api.preview(remote, version));
    } catch (error) {
      setLink(null);
      setRefusal(error instanceof Error ? error.message : 'The preview link could not be made.');
    }
  };
  return (
    <>
      <Versions aria-label={`${remote} published versions`}>
        {[...published].reverse().map((version) => (
          <li key={version}>
            <span>{version}</span>
            <Button variant="secondary" aria-label={`Preview ${version}`} onClick={() => void preview(version)}>
              Preview
            </Button>
          </li>
        ))}
      </Versions>
      <div aria-live="polite">
        {link && (
          <Link>
            <label htmlFor={linkId}>
              Preview link for {link.remote} {link.version}, until {link.expiresAt.replace('T', ' ').slice(0, 16)} UTC: only the browser that opens it sees this version
            </label>
            <input id={linkId} readOnly value={link.url} onFocus={(event) => event.currentTarget.select()} />
          </Link>
        )}
        {refusal && <p role="alert">{refusal}</p>}
      </div>
    </>
  );
}
