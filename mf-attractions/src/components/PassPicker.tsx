import { useId } from 'react';
import styled from 'styled-components';
import { PassNumber } from '@citypass/shared-ui/components/PassNumber/PassNumber';
import type { PassUsage } from '@citypass/contracts';
import { attractionsTexts } from '../i18n/attractions-texts';

const Options = styled.div`
  display: grid;
  gap: 0.5rem;
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 3rem;
  padding: 0.625rem 1rem;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

// Beside a number that never breaks, the box must not be the one to give way on a narrow screen.
const Box = styled.input`
  flex-shrink: 0;
  width: 1.25rem;
  height: 1.25rem;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const Number = styled(PassNumber)`
  font-weight: 600;
  letter-spacing: 0.03em;
`;

const Note = styled.span`
  margin-inline-start: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
  text-align: end;
`;

interface PassPickerProps {
  passes: readonly PassUsage[];
  selected: readonly string[];
  disabled?: boolean;
  onToggle(passNumber: string): void;
}

/** One checkbox per pass, named by its 4-4-4 number; a pass already booked here says so as its description. */
export function PassPicker({ passes, selected, disabled = false, onToggle }: PassPickerProps) {
  const t = attractionsTexts.useT();
  const idPrefix = useId();
  return (
    <Options>
      {passes.map((pass) => {
        const numberId = `${idPrefix}-number-${pass.pass_number}`;
        const noteId = `${idPrefix}-note-${pass.pass_number}`;
        return (
          <Choice key={pass.pass_number}>
            <Box
              type="checkbox"
              checked={selected.includes(pass.pass_number)}
              disabled={disabled}
              onChange={() => onToggle(pass.pass_number)}
              aria-labelledby={numberId}
              aria-describedby={pass.used ? noteId : undefined}
            />
            <Number id={numberId} passNumber={pass.pass_number} />
            {pass.used && <Note id={noteId}>{t('booking.passes.alreadyBooked')}</Note>}
          </Choice>
        );
      })}
    </Options>
  );
}
