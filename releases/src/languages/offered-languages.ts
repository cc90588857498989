/** The languages a deployment offers, from its LANGUAGES (comma-separated tags the BFF has checked). */
export const offeredLanguages = (value: string): string[] =>
  value
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
