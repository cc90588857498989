import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { sharedTexts } from '@citypass/shared-ui/platform/shared-texts';
import { MENU_BREAKPOINT } from '@citypass/shared-ui/theme/brand-theme';
import { above, below } from '@citypass/shared-ui/theme/media';
import { notOnPaper } from '@citypass/shared-ui/theme/print';

// Menus have no use on paper.
const Navigation = styled.nav`
  ${notOnPaper}
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  ${above(MENU_BREAKPOINT)} {
    display: none;
  }
`;

const Bars = styled.span`
  position: relative;
  width: 1.25rem;
  height: 2px;
  background: currentColor;

  &::before,
  &::after {
    content: '';
    position: absolute;
    inset-inline-start: 0;
    width: 100%;
    height: 2px;
    background: currentColor;
  }
  &::before {
    top: -6px;
  }
  &::after {
    top: 6px;
  }
`;

// On a narrow screen the links drop down under the bar, with whatever else the bar has no room for.
const Panel = styled.div<{ $open: boolean }>`
  ${below(MENU_BREAKPOINT)} {
    position: absolute;
    top: 100%;
    inset-inline: 0;
    z-index: 900;
    padding: 0.5rem 1rem 1rem;
    background: ${({ theme }) => theme.colors.background};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: 0 0.75rem 1.5rem rgba(0, 0, 0, 0.08);
    ${({ $open }) =>
      !$open &&
      css`
        display: none;
      `}
  }
`;

const Menu = styled.ul`
  display: flex;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;

  ${below(MENU_BREAKPOINT)} {
    flex-direction: column;
  }
`;

const PanelOnly = styled.div`
  margin-block-start: 0.5rem;
  padding: 0.75rem 1rem 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ${above(MENU_BREAKPOINT)} {
    display: none;
  }
`;

const MenuLink = styled(NavLink)`
  display: block;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  border-bottom: 3px solid transparent;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.highlight};
    border-bottom-color: ${({ theme }) => theme.colors.highlight};
  }
`;

export interface NavItem {
  to: string;
  /** The item's name as the visitor reads it, in the page's language. */
  label: string;
}

/**
 * The main menu: inline on wide screens, behind a toggle on narrow ones, where `inPanel` (what
 * the bar has no room for there) goes under the links; Escape or any navigation closes it.
 */
export function MainMenu({ navItems, inPanel }: { navItems: NavItem[]; inPanel?: ReactNode }) {
  const t = sharedTexts.useT();
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <Navigation aria-label={t('menu.label')}>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <Bars aria-hidden="true" />
        {t('menu.toggle')}
      </Toggle>
      <Panel id={menuId} $open={open}>
        <Menu>
          {navItems.map((item) => (
            <li key={item.to}>
              <MenuLink to={item.to} onClick={close}>
                {item.label}
              </MenuLink>
            </li>
          ))}
        </Menu>
        {inPanel && <PanelOnly>{inPanel}</PanelOnly>}
      </Panel>
    </Navigation>
  );
}
