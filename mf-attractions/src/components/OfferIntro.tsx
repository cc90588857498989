import styled from 'styled-components';
import { PageTitle } from '@citypass/shared-ui/components/Page/Page';
import type { Attraction } from '../api/offers';

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0 0 0.75rem;
`;

const Pill = styled.span`
  padding: 0.2rem 0.7rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.8125rem;
  font-weight: 600;
`;

const Intro = styled.div`
  max-width: 48rem;
  margin-bottom: 2rem;

  p {
    margin: 0 0 0.5rem;
    line-height: 1.6;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What the attraction is and where: the head of its booking view. */
export function OfferIntro({ attraction }: { attraction: Attraction }) {
  return (
    <Intro>
      <Meta>
        <Pill>{attraction.category}</Pill>
        <Pill>{attraction.city}</Pill>
      </Meta>
      <PageTitle>{attraction.name}</PageTitle>
      <Muted>{attraction.address}</Muted>
      <p>{attraction.description}</p>
    </Intro>
  );
}
