import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteFileIntegrity } from '../federation/script-integrity';

// Remote entries and the runtime's preloads of remote files carry the integrity the page names
// for them (and the CORS mode integrity needs): a file changed after its release is refused by
// the browser. Files the page loads unchecked (outside production only) keep the runtime's way.

function checkedElement<Element extends HTMLScriptElement | HTMLLinkElement>(element: Element, integrity: string, attrs: Record<string, unknown> = {}): Element {
  for (const [name, value] of Object.entries(attrs)) {
    if (typeof value === 'string') element.setAttribute(name, value);
  }
  element.integrity = integrity;
  element.crossOrigin = 'anonymous';
  return element;
}

export default function integrityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'citypass-integrity',
    createScript({ url, attrs }) {
      const integrity = remoteFileIntegrity(url);
      if (integrity === null) return undefined;
      const script = checkedElement(document.createElement('script'), integrity, attrs);
      script.src = url;
      return script;
    },
    createLink({ url, attrs }) {
      const integrity = remoteFileIntegrity(url);
      if (integrity === null) return undefined;
      const link = checkedElement(document.createElement('link'), integrity, attrs);
      link.href = url;
      return link;
    },
  };
}
