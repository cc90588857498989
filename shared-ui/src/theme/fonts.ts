// System font stacks only: nothing is downloaded, so text renders at once on every device.
export const systemSans =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";
export const humanistSans =
  "'Avenir Next', Avenir, 'Segoe UI', 'Trebuchet MS', system-ui, -apple-system, sans-serif";
export const geometricSans =
  "Futura, 'Century Gothic', 'Avenir Next', 'Segoe UI', system-ui, -apple-system, sans-serif";
export const serifDisplay =
  "Georgia, 'Iowan Old Style', 'Palatino Linotype', 'Times New Roman', serif";
export const condensedSans =
  "'Helvetica Neue', 'Arial Narrow', 'Segoe UI', system-ui, -apple-system, sans-serif";
