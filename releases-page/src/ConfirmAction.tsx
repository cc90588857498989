import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Modal } from '@citypass/shared-ui/components/Modal/Modal';
import { Button } from '@citypass/shared-ui/components/Button/Button';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1rem;
`;

const Reason = styled.label`
  display: grid;
  gap: 0.25rem;
  font-weight: 600;

  input {
    font: inherit;
    padding: 0.625rem 0.75rem;
  }
`;

interface ConfirmActionProps {
  title: string;
  action: string;
  question: string;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** Asks before a release change; the reason goes into the remote's history. */
export function ConfirmAction({ title, action, question, onConfirm, onCancel }: ConfirmActionProps) {
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(reason.trim() || action);
  };
  return (
    <Modal title={title} show handleClose={onCancel}>
      <form onSubmit={submit}>
        <p>{question}</p>
        <Reason>
          Reason (kept in the history)
          <input value={reason} onChange={(event) => setReason(event.target.value)} />
        </Reason>
        <Actions>
          <Button type="submit">{action}</Button>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </Actions>
      </form>
    </Modal>
  );
}
