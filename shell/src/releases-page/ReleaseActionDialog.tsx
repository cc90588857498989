import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { RemoteName } from '@citypass/shared-ui/contracts';
import { Button } from '@citypass/shared-ui/components/Button/Button';
import { Modal } from '@citypass/shared-ui/components/Modal/Modal';
import { ReleaseApiError, type ReleaseAction } from './release-api';
import { Field, Refusal } from './styles';

export type ActionKind = ReleaseAction['kind'];

const TITLES: Record<ActionKind, string> = {
  promote: 'Promote a release',
  rollback: 'Roll back',
  'stop-canary': 'Stop the canary',
};

const CONFIRM_LABELS: Record<ActionKind, string> = {
  promote: 'Promote',
  rollback: 'Roll back',
  'stop-canary': 'Stop canary',
};

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1rem;
`;

interface Props {
  kind: ActionKind;
  remote: RemoteName;
  /** What the action changes, in words (e.g. "bookings goes back from 0.2.0 to 0.1.0"). */
  summary: string;
  /** The versions a promote may choose from. */
  versions: string[];
  onConfirm: (action: ReleaseAction) => Promise<void>;
  onClose: () => void;
}

/** Asks for confirmation and a reason, then runs the action; a refusal stays in the dialog with its reasons. */
export function ReleaseActionDialog({ kind, remote, summary, versions, onConfirm, onClose }: Props) {
  const [version, setVersion] = useState(versions[0] ?? '');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; problems: string[] } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setRefusal(null);
    const action: ReleaseAction = kind === 'promote' ? { kind, remote, version, reason } : { kind, remote, reason };
    try {
      await onConfirm(action);
    } catch (error) {
      setRefusal(error instanceof ReleaseApiError ? { message: error.message, problems: error.problems } : { message: 'The release API could not be reached.', problems: [] });
      setBusy(false);
    }
  };

  return (
    <Modal title={`${TITLES[kind]}: ${remote}`} show handleClose={onClose}>
      <form onSubmit={(event) => void submit(event)}>
        <p>{summary}</p>
        {kind === 'promote' && (
          <Field>
            <label htmlFor="release-version">Version</label>
            <select id="release-version" value={version} onChange={(event) => setVersion(event.target.value)}>
              {versions.map((choice) => (
                <option key={choice}>{choice}</option>
              ))}
            </select>
          </Field>
        )}
        <Field>
          <label htmlFor="release-reason">Reason</label>
          <textarea id="release-reason" required rows={2} value={reason} onChange={(event) => setReason(event.target.value)} />
        </Field>
        {refusal && (
          <Refusal role="alert">
            <p>{refusal.message}</p>
            {refusal.problems.length > 0 && (
              <ul>
                {refusal.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )}
          </Refusal>
        )}
        <Actions>
          <Button type="submit" disabled={busy || (kind === 'promote' && !version)}>
            {CONFIRM_LABELS[kind]}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </Actions>
      </form>
    </Modal>
  );
}
