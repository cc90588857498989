export * from './calendar-booking';
export { calendarFile, type CalendarFileOptions, type CalendarMethod } from './calendar-file';
export { googleCalendarLink } from './google-link';
