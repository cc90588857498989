import { createContext, type ReactNode } from 'react';
import { useRequiredContext } from '@citypass/shared-ui/platform/require-context';

/**
 * Where this deployment sends visitors for help. Each city's come from its settings through the
 * page's configuration at run time, so one build serves every city.
 */
export interface DeploymentLinks {
  /** The footer's Contact Us. */
  contact: string;
  /** "Contact customer services": the sign-in page and the errors that ask for it. */
  customerServices: string;
}

export type DeploymentLinkName = keyof DeploymentLinks;

const DeploymentLinksContext = createContext<DeploymentLinks | undefined>(undefined);

export function DeploymentLinksProvider({ links, children }: { links: DeploymentLinks; children: ReactNode }) {
  return <DeploymentLinksContext.Provider value={links}>{children}</DeploymentLinksContext.Provider>;
}

export function useDeploymentLinks(): DeploymentLinks {
  return useRequiredContext(DeploymentLinksContext, 'useDeploymentLinks', 'DeploymentLinksProvider');
}
