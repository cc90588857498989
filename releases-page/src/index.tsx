import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { brandThemes } from '@citypass/shared-ui/theme/brands';
import { GlobalStyle } from '@citypass/shared-ui/theme/GlobalStyle';
import { ReleasesApp } from './ReleasesApp';

createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme={brandThemes.legacy}>
    <GlobalStyle />
    <ReleasesApp />
  </ThemeProvider>,
);
