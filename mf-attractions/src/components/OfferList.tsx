import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { above } from '@citypass/shared-ui/theme/media';
import type { Attraction } from '../api/offers';
import { attractionsTexts } from '../i18n/attractions-texts';
import { offerPath } from '../routes';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;

  ${above('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 1.25rem;
  }

  ${above('lg')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: calc(${({ theme }) => theme.radius} * 2);
  background: ${({ theme }) => theme.colors.background};
  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.06);
  transition: box-shadow 150ms ease, transform 150ms ease, border-color 150ms ease;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0.5rem 1.5rem rgba(0, 0, 0, 0.1);
    transform: translateY(-2px);
  }

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Band = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  min-height: 4.5rem;
  padding: 0.75rem 1.25rem;
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.primary},
    ${({ theme }) => theme.colors.primaryPressed}
  );
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const Category = styled.span`
  display: inline-block;
  padding: 0.2rem 0.6rem;
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.18);
  font-size: 0.8125rem;
  font-weight: 600;
  letter-spacing: 0.02em;
`;

const City = styled.span`
  font-size: 0.875rem;
  font-weight: 600;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1rem 1.25rem 1.25rem;
`;

const Name = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.25rem;
  line-height: 1.3;
`;

// The link covers the card so the whole card is a target, while its name stays the attraction's name.
const CardLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  &:focus-visible {
    outline: none;
  }
`;

const Address = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Description = styled.p`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  line-height: 1.5;
`;

const Cta = styled.span`
  margin-top: auto;
  padding-top: 0.5rem;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
`;

export function OfferList({ attractions }: { attractions: readonly Attraction[] }) {
  const t = attractionsTexts.useT();
  return (
    <Grid aria-label={t('attractions.list.label')}>
      {attractions.map((attraction) => (
        <Card key={attraction.id}>
          <Band>
            <Category>{attraction.category}</Category>
            <City>{attraction.city}</City>
          </Band>
          <Body>
            <Name>
              <CardLink to={offerPath(attraction.id)}>{attraction.name}</CardLink>
            </Name>
            <Address>{attraction.address}</Address>
            <Description>{attraction.description}</Description>
            <Cta aria-hidden="true">{t('attractions.card.cta')}</Cta>
          </Body>
        </Card>
      ))}
    </Grid>
  );
}
