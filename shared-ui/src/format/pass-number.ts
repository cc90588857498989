// Written once for pages and the service's e-mails alike.
export { formatPassNumber } from '@citypass/contracts';
