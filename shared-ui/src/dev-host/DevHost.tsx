import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Link } from 'react-router-dom';
import styled from 'styled-components';
import { CONFIG_PATH } from '@citypass/contracts';
import { PlatformOverlays } from '@citypass/shared-ui/components/PlatformOverlays/PlatformOverlays';
import type { DeploymentLinks } from '@citypass/shared-ui/platform/deployment-links';
import { PlatformProviders } from '@citypass/shared-ui/platform/PlatformProviders';
import { checkAppConfig } from '@citypass/shared-ui/platform/contract-checks';
import { brandTheme, type BrandTheme } from '@citypass/shared-ui/theme/brand-theme';
import { DevSessionProvider } from '@citypass/shared-ui/dev-host/dev-session';

const Bar = styled.header`
  display: flex;
  gap: 1rem;
  padding: 0.75rem 1rem;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  a {
    color: inherit;
  }
`;

interface Props {
  title: string;
  links: { to: string; label: string }[];
  sessionProvider?: ComponentType<{ children: ReactNode }>;
  children: ReactNode;
}

/** The providers and overlays of the shell, so a remote can be developed on its own. */
export function DevHost({ title, links, sessionProvider: Session = DevSessionProvider, children }: Props) {
  // The city's look and links come from the BFF's configuration, as the shell's page carries them.
  const [deployment, setDeployment] = useState<{ theme: BrandTheme; links: DeploymentLinks } | 'failed' | null>(null);
  useEffect(() => {
    fetch(CONFIG_PATH)
      .then((response) => response.json())
      .then((value: unknown) => {
        const config = checkAppConfig(value);
        setDeployment({ theme: brandTheme(config.theme), links: { contact: config.contactUrl, customerServices: config.customerServicesUrl } });
      })
      .catch(() => setDeployment('failed'));
  }, []);
  if (deployment === null) return null;
  if (deployment === 'failed') return <p role="alert">The BFF's configuration ({CONFIG_PATH}) could not be read: start the BFF (npm run dev).</p>;
  return (
    <PlatformProviders brand={deployment.theme} links={deployment.links}>
      <BrowserRouter>
        <Session>
          <Bar>
            <strong>{title}</strong>
            {links.map((link) => (
              <Link key={link.to} to={link.to}>
                {link.label}
              </Link>
            ))}
          </Bar>
          <main>{children}</main>
          <PlatformOverlays />
        </Session>
      </BrowserRouter>
    </PlatformProviders>
  );
}
