import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { FormStep, FormStepLegend } from '@citypass/shared-ui/components/FormStep/FormStep';
import type { AvailabilityTime, GroupedAvailability } from '@citypass/shared-ui/format/availability';
import { sharedTexts } from '@citypass/shared-ui/platform/shared-texts';
import { above } from '@citypass/shared-ui/theme/media';

/** A slot by its values, which the booking sends: its words are read from the availability shown, in the page's language. */
export type ChosenTime = Pick<AvailabilityTime, 'id' | 'value'>;

export interface TimeslotSelection {
  /** The chosen day as yyyy-MM-dd, or null before a choice. */
  date: string | null;
  /** The chosen slot (id and raw date_time), or null until a time is picked on the chosen day. */
  time: ChosenTime | null;
}

interface TimeslotPickerProps {
  availability: GroupedAvailability;
  /** Makes the picker controlled; without it the picker keeps its own choice. */
  value?: TimeslotSelection;
  onChange(selection: TimeslotSelection): void;
  /** The steps' legends, the caller's texts; "Choose a date" and "Choose a time" in the page's language by default. */
  dateLegend?: string;
  timeLegend?: string;
}

const Options = styled.div<{ $columns: string }>`
  display: grid;
  grid-template-columns: 1fr;
  gap: 0.5rem;

  ${above('md')} {
    grid-template-columns: repeat(auto-fill, minmax(${({ $columns }) => $columns}, 1fr));
  }
`;

// Some sixty days of dates would make a very long form, in the booking view and the amend panel alike:
// they scroll in a box of their own. The padding keeps the focus outline of the edge choices inside it.
const DateOptions = styled(Options)`
  position: relative;
  max-height: 21rem;
  overflow-y: auto;
  padding: 0.25rem;
  margin: -0.25rem;
`;

const Choice = styled.label`
  position: relative;
  display: flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0.625rem 1rem;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

// The native radio stays in the accessibility tree and keeps arrow-key navigation; the label is the visual.
const Radio = styled.input`
  position: absolute;
  opacity: 0;
  width: 1px;
  height: 1px;
  margin: 0;
`;

export function TimeslotPicker({ availability, value, onChange, dateLegend, timeLegend }: TimeslotPickerProps) {
  const t = sharedTexts.useT();
  const name = useId();
  const [own, setOwn] = useState<TimeslotSelection>({ date: null, time: null });
  const selection = value ?? own;
  const times = selection.date ? (availability.times[selection.date] ?? []) : [];
  const datesRef = useRef<HTMLDivElement>(null);

  // A date chosen before the picker shows (the booked day of an amendment) is brought into the box's view.
  useEffect(() => {
    const box = datesRef.current;
    const chosen = box?.querySelector('input:checked')?.closest('label');
    if (box && chosen) box.scrollTop = chosen.offsetTop - (box.clientHeight - chosen.offsetHeight) / 2;
  }, []);

  const choose = (next: TimeslotSelection) => {
    if (!value) setOwn(next);
    onChange(next);
  };

  return (
    <div>
      <FormStep>
        <FormStepLegend>{dateLegend ?? t('timeslots.chooseDate')}</FormStepLegend>
        <DateOptions ref={datesRef} $columns="16rem">
          {availability.dates.map((date) => (
            <Choice key={date.id}>
              <Radio
                type="radio"
                name={`${name}-date`}
                value={date.value}
                checked={selection.date === date.value}
                onChange={() => choose({ date: date.value, time: null })}
              />
              {date.display}
            </Choice>
          ))}
        </DateOptions>
      </FormStep>
      {selection.date && (
        <FormStep>
          <FormStepLegend>{timeLegend ?? t('timeslots.chooseTime')}</FormStepLegend>
          <Options $columns="8rem">
            {times.map((time) => (
              <Choice key={time.id}>
                <Radio
                  type="radio"
                  name={`${name}-time`}
                  value={time.value}
                  checked={selection.time?.id === time.id}
                  onChange={() => choose({ date: selection.date, time: { id: time.id, value: time.value } })}
                />
                {time.display}
              </Choice>
            ))}
          </Options>
        </FormStep>
      )}
    </div>
  );
}
