/** Shows a 12-digit pass number as 4-4-4 (1234-5678-9012), as pages and e-mails write it; anything else is returned unchanged. */
export function formatPassNumber(pass: string): string {
  if (!/^\d{12}$/.test(pass)) return pass;
  return `${pass.slice(0, 4)}-${pass.slice(4, 8)}-${pass.slice(8)}`;
}
