import { useState, type FormEvent } from 'react';
import { Button } from '@citypass/shared-ui/components/Button/Button';
import { Field, Refusal } from './styles';

interface Props {
  /** Resolves once the token is accepted; rejects with the API's message otherwise. */
  onSignIn: (token: string) => Promise<void>;
  refusal: string | null;
}

export function TeamSignIn({ onSignIn, refusal }: Props) {
  const [token, setToken] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    await onSignIn(token.trim());
    setBusy(false);
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Team sign-in">
      <Field>
        <label htmlFor="team-release-token">Team release token</label>
        <input
          id="team-release-token"
          type="password"
          autoComplete="off"
          required
          value={token}
          onChange={(event) => setToken(event.target.value)}
        />
      </Field>
      {refusal && (
        <Refusal role="alert">
          <p>{refusal}</p>
        </Refusal>
      )}
      <Button type="submit" disabled={busy}>
        Sign in
      </Button>
    </form>
  );
}
