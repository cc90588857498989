import styled from 'styled-components';
import { above } from '@citypass/shared-ui/theme/media';
import { authTexts } from '../i18n/auth-texts';

const Hero = styled.div`
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const Wordmark = styled.p`
  margin: 0 0 0.25rem;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.125rem;
  font-weight: 800;
  letter-spacing: 0.14em;
  text-transform: uppercase;
`;

const Headline = styled.h1`
  margin: 0 0 0.75rem;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 2rem;
  font-weight: 800;
  line-height: 1.1;
  letter-spacing: -0.02em;

  ${above('md')} {
    font-size: 3rem;
  }
`;

const Lead = styled.p`
  max-width: 32rem;
  margin: 0;
  font-size: 1.0625rem;
  line-height: 1.5;

  ${above('md')} {
    font-size: 1.1875rem;
  }
`;

const Steps = styled.ol`
  display: none;
  margin: 1.75rem 0 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  ${above('md')} {
    display: grid;
    gap: 0.75rem;
  }

  li {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    counter-increment: step;
    font-weight: 600;
  }

  li::before {
    content: counter(step);
    display: inline-grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    border: 2px solid currentColor;
    border-radius: 50%;
    font-size: 0.875rem;
  }
`;

/** The front door's welcome: the brand's wordmark and tagline, and what the product does. */
export function SignInHero({ wordmark, tagline }: { wordmark: string; tagline?: string }) {
  const t = authTexts.useT();
  return (
    <Hero>
      <Wordmark>{wordmark}</Wordmark>
      <Headline>{tagline ?? t('hero.tagline')}</Headline>
      <Lead>{t('hero.lead')}</Lead>
      <Steps aria-label={t('hero.steps.label')}>
        <li>{t('hero.steps.signIn')}</li>
        <li>{t('hero.steps.choose')}</li>
        <li>{t('hero.steps.showPass')}</li>
      </Steps>
    </Hero>
  );
}
