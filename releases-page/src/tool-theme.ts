import { brandTheme } from '@citypass/shared-ui/theme/brand-theme';

// The releases page is the teams' tool, not a city's page: a plain look of its own.
const SYSTEM = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export const toolTheme = brandTheme({
  id: 'releases',
  name: 'Releases',
  shortName: 'Releases',
  colors: {
    primary: '#2b4a7a',
    primaryPressed: '#1f3860',
    onPrimary: '#ffffff',
    highlight: '#b3261e',
    background: '#ffffff',
    surface: '#f3f5f8',
    border: '#d5dae2',
    text: '#1c2430',
    textMuted: '#56606e',
    focus: '#1a5fd0',
    disabled: '#9aa2ad',
  },
  fonts: { body: SYSTEM, heading: SYSTEM },
  logo: { wordmark: 'Releases' },
  radius: 4,
});
