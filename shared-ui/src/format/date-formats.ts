export const DATE_VALUE_FORMAT = 'yyyy-MM-dd';
export const DATE_DISPLAY_FORMAT = 'cccc do MMMM yyyy';
export const TIME_DISPLAY_FORMAT = 'h:mm a';

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
