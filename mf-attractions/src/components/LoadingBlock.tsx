import styled from 'styled-components';
import { Spinner } from '@citypass/shared-ui/components/Spinner/Spinner';

const Centred = styled.div`
  display: flex;
  justify-content: center;
  padding: 2rem 0;
`;

/** A spinner in place of a part of the booking view that is still loading. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <Centred>
      <Spinner label={label} />
    </Centred>
  );
}
