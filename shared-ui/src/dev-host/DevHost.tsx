import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Link } from 'react-router-dom';
import styled from 'styled-components';
import { CONFIG_PATH } from '@citypass/contracts';
import { PlatformOverlays } from '@citypass/shared-ui/components/PlatformOverlays/PlatformOverlays';
import type { DeploymentLinks } from '@citypass/shared-ui/platform/deployment-links';
import { PlatformProviders } from '@citypass/shared-ui/platform/PlatformProviders';
import { brandThemes, isBrandName } from '@citypass/shared-ui/theme/brands';
import type { BrandName } from '@citypass/shared-ui/theme/brand-theme';
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
  const [brand, setBrand] = useState<BrandName>('legacy');
  // The BFF's deployment links, like the shell's; empty for the moment before they arrive.
  const [deploymentLinks, setDeploymentLinks] = useState<DeploymentLinks>({ contact: '', customerServices: '' });
  useEffect(() => {
    fetch(CONFIG_PATH)
      .then((response) => response.json())
      .then((config: { brand?: string; contactUrl?: string; customerServicesUrl?: string }) => {
        if (config.brand && isBrandName(config.brand)) setBrand(config.brand);
        if (config.contactUrl && config.customerServicesUrl) {
          setDeploymentLinks({ contact: config.contactUrl, customerServices: config.customerServicesUrl });
        }
      })
      .catch(() => undefined);
  }, []);
  return (
    <PlatformProviders brand={brandThemes[brand]} links={deploymentLinks}>
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
