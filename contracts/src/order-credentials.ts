import * as z from 'zod/mini';

// What a visitor signs in with besides a magic link: the order number and the e-mail address of
// the order, as typed. The reservations service reads them by these schemas and matches both
// ignoring case.

export const orderNumberSchema = z.string().check(z.trim(), z.minLength(1, 'an order number is required'), z.maxLength(64));
export const emailSchema = z.string().check(z.trim(), z.maxLength(254), z.regex(z.regexes.email, 'not an e-mail address'));

export const orderCredentialsSchema = z.object({ orderNumber: orderNumberSchema, email: emailSchema });
export type OrderCredentials = z.infer<typeof orderCredentialsSchema>;
