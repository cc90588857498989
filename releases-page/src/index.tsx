import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '@citypass/shared-ui/theme/GlobalStyle';
import { ReleasesApp } from './ReleasesApp';
import { toolTheme } from './tool-theme';

createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme={toolTheme}>
    <GlobalStyle />
    <ReleasesApp />
  </ThemeProvider>,
);
