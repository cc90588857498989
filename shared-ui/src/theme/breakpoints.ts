/** The product's layout widths (px): every city's pages break at the same places. */
export const cityBreakpoints = { sm: 320, md: 768, lg: 1280 };
