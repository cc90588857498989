import styled from 'styled-components';
import { useLanguage } from '@citypass/shared-ui/platform/i18n';
import { above } from '@citypass/shared-ui/theme/media';
import { dateBadgeParts } from '../format/date-badge';

// Printed in its colours: without its background, its light text would vanish on white paper.
const Badge = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  width: 4.25rem;
  height: 4.75rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  line-height: 1.1;
  text-align: center;

  ${above('md')} {
    width: 5.5rem;
    height: 6rem;
  }

  @media print {
    print-color-adjust: exact;
  }
`;

const BadgeSmall = styled.span`
  font-size: 0.8125rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

const BadgeDay = styled.span`
  font-size: 1.75rem;
  font-weight: 700;

  ${above('md')} {
    font-size: 2.25rem;
  }
`;

/** A calendar leaf of the booking's day in the attraction's timezone; the card says the date in words. */
export function DateBadge({ dateTime, timezone }: { dateTime: string; timezone: string }) {
  const language = useLanguage();
  const badge = dateBadgeParts(dateTime, timezone, language);
  return (
    <Badge aria-hidden="true">
      <BadgeSmall>{badge.weekday}</BadgeSmall>
      <BadgeDay>{badge.day}</BadgeDay>
      <BadgeSmall>{badge.month}</BadgeSmall>
    </Badge>
  );
}
