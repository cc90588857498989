/** Breakpoints of the legacy and work-in-progress themes (px). */
export const olderBreakpoints = { sm: 619, md: 767, lg: 1023, xlg: 1279, xxlg: 1536 };

/** Breakpoints of the city themes (px). */
export const cityBreakpoints = { sm: 320, md: 768, lg: 1280 };
