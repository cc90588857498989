// The named system font stacks a city may choose (`brand.font`): nothing is downloaded, so text
// renders at once on every device.
export const FONT_STACKS = {
  system: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  humanist: "'Avenir Next', Avenir, 'Segoe UI', 'Trebuchet MS', system-ui, -apple-system, sans-serif",
  geometric: "Futura, 'Century Gothic', 'Avenir Next', 'Segoe UI', system-ui, -apple-system, sans-serif",
  serif: "Georgia, 'Iowan Old Style', 'Palatino Linotype', 'Times New Roman', serif",
  condensed: "'Helvetica Neue', 'Arial Narrow', 'Segoe UI', system-ui, -apple-system, sans-serif",
} as const;

export type FontStackName = keyof typeof FONT_STACKS;
export const FONT_STACK_NAMES = Object.keys(FONT_STACKS) as FontStackName[];
