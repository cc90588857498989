import styled from 'styled-components';
import { formatPassNumber } from '@citypass/shared-ui/format/pass-number';

// A pass number is read and compared in its groups of four, so a narrow screen must not break it at a hyphen.
const Digits = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

interface PassNumberProps {
  passNumber: string;
  id?: string;
  className?: string;
}

/** A pass number as the product shows it: 4-4-4 digits, always on one line. */
export function PassNumber({ passNumber, id, className }: PassNumberProps) {
  return (
    <Digits id={id} className={className}>
      {formatPassNumber(passNumber)}
    </Digits>
  );
}
