import type { Request } from 'express';
import { LANGUAGES } from '@citypass/contracts';
import { chooseLanguage } from '@citypass/languages/negotiation';
import type { MailKind } from './booking-mail';
import type { MailOutbox } from './mail-outbox';

/** Queues the e-mail of a change, called inside the change's transaction: both are written, or neither. */
export type QueueMail = (kind: MailKind, bookingId: string, to: { email: string }, req: Request) => void;

/**
 * The e-mail in the language the BFF passed as Accept-Language (the page's), matched against the
 * product's; the sender is woken once the change's transaction has ended.
 */
export function mailQueue(outbox: MailOutbox, wake: () => void, now: () => number): QueueMail {
  return (kind, bookingId, to, req) => {
    const language = chooseLanguage({ accepted: req.acceptsLanguages() }, LANGUAGES);
    if (!outbox.add({ kind, recipient: to.email, language, bookingId }, now())) throw new Error(`No booking ${bookingId} to write an e-mail about`);
    setImmediate(wake);
  };
}
