import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { MainMenu, type NavItem } from '@citypass/shared-ui/components/Header/MainMenu';
import { LanguageSwitcher } from '@citypass/shared-ui/components/LanguageSwitcher/LanguageSwitcher';
import { VisuallyHidden } from '@citypass/shared-ui/components/VisuallyHidden/VisuallyHidden';
import { sharedTexts } from '@citypass/shared-ui/platform/shared-texts';
import { MENU_BREAKPOINT, type BrandTheme } from '@citypass/shared-ui/theme/brand-theme';
import { above, below } from '@citypass/shared-ui/theme/media';
import { notOnPaper } from '@citypass/shared-ui/theme/print';

const Banner = styled.header`
  position: relative;
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  /* A long word in some language wraps the bar rather than pushing the page sideways. */
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.5rem 0.75rem;
  max-width: ${({ theme }) => theme.contentMaxWidth};
  min-height: 4rem;
  margin: 0 auto;
  padding: 0.5rem 1rem;

  ${above('md')} {
    /* As tall as the bar is with the main menu's links, so it keeps its height when they appear. */
    min-height: 4.75rem;
    padding: 0.75rem 2rem;
  }
`;

const Logo = styled(Link)`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin-inline-end: auto;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  line-height: 1.1;
`;

// Its height fixed and its width from its aspect ratio, so the bar keeps its place while it loads.
const LogoImage = styled.img`
  display: block;
  height: 2.5rem;
  width: auto;
`;

const WordmarkLines = styled.span`
  display: flex;
  flex-direction: column;
`;

const Wordmark = styled.span`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.5rem;
  font-weight: 800;
  letter-spacing: -0.02em;
  white-space: nowrap;

  ${below('md')} {
    font-size: 1.25rem;
  }
`;

const Tagline = styled.span`
  font-size: 0.8125rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

// With a main menu, a phone finds the language inside it: the bar keeps the logo, the menu and signing out.
const BarSwitcher = styled.div<{ $inMenuOnPhones: boolean }>`
  ${({ $inMenuOnPhones }) =>
    $inMenuOnPhones &&
    css`
      ${below(MENU_BREAKPOINT)} {
        display: none;
      }
    `}

  ${notOnPaper}
`;

const SignOut = styled.button`
  min-height: 2.75rem;
  padding: 0.5rem 1rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }

  ${notOnPaper}
`;

export interface HeaderProps {
  logo: BrandTheme['logo'];
  navItems: NavItem[];
  /** False on the home/sign-in page, where the main menu is hidden. */
  showMenu: boolean;
  signedIn: boolean;
  onSignOut(): void;
}

export function Header({ logo, navItems, showMenu, signedIn, onSignOut }: HeaderProps) {
  const t = sharedTexts.useT();
  return (
    <Banner>
      <Bar>
        {/* The visible words start the link's name, so speech users can say what they see. */}
        <Logo to="/">
          {logo.image && <LogoImage src={logo.image.src} alt="" width={Math.round(40 * logo.image.aspectRatio)} height={40} />}
          <WordmarkLines>
            <Wordmark>{logo.wordmark}</Wordmark>
            {logo.tagline && <Tagline> {logo.tagline}</Tagline>}
          </WordmarkLines>
          <VisuallyHidden>{t('header.homePage')}</VisuallyHidden>
        </Logo>
        {showMenu && <MainMenu navItems={navItems} inPanel={<LanguageSwitcher />} />}
        <BarSwitcher $inMenuOnPhones={showMenu}>
          <LanguageSwitcher compact />
        </BarSwitcher>
        {signedIn && (
          <SignOut type="button" onClick={onSignOut}>
            {t('header.signOut')}
          </SignOut>
        )}
      </Bar>
    </Banner>
  );
}
