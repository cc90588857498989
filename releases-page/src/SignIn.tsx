import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { REMOTE_NAMES, type RemoteName } from '@citypass/contracts';
import { Button } from '@citypass/shared-ui/components/Button/Button';
import type { TeamSignIn } from './team-token';

const Form = styled.form`
  display: grid;
  gap: 1rem;
  max-width: 24rem;

  label {
    display: grid;
    gap: 0.25rem;
    font-weight: 600;
  }
  input,
  select {
    font: inherit;
    padding: 0.625rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.text};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

/** The team and its release token (the same token the release CLI uses). */
export function SignIn({ onSignIn, refusal }: { onSignIn: (signIn: TeamSignIn) => void; refusal: string | null }) {
  const [team, setTeam] = useState<RemoteName>('bookings');
  const [token, setToken] = useState('');
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (token.trim()) onSignIn({ team, token: token.trim() });
  };
  return (
    <Form onSubmit={submit} method="post" aria-describedby={refusal ? errorId : undefined}>
      <label>
        Team
        <select value={team} onChange={(event) => setTeam(event.target.value as RemoteName)}>
          {REMOTE_NAMES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Team release token
        <input type="password" autoComplete="current-password" required value={token} onChange={(event) => setToken(event.target.value)} />
      </label>
      {refusal && (
        <p role="alert" id={errorId}>
          {refusal}
        </p>
      )}
      <Button type="submit">Sign in</Button>
    </Form>
  );
}
