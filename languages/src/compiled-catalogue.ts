import { z } from 'zod';

// A build's compiled catalogues of one language (`i18n/<tag>.json`, the contracts'
// compiledCatalogueFile): by part (the catalogue's folder in its package), each message id -> its
// ICU syntax tree as @formatjs/icu-messageformat-parser makes it. Read from a build or an origin,
// so checked before it is walked.

/** The parser's element types (its `TYPE`), the only part of its format the gate reads. */
export const TYPE = { literal: 0, argument: 1, number: 2, date: 3, time: 4, select: 5, plural: 6, pound: 7, tag: 8 } as const;

export type MessageElement =
  | { type: typeof TYPE.literal; value: string }
  | { type: typeof TYPE.pound }
  | { type: typeof TYPE.argument | typeof TYPE.number | typeof TYPE.date | typeof TYPE.time; value: string }
  | { type: typeof TYPE.select; value: string; options: Record<string, { value: MessageElement[] }> }
  | { type: typeof TYPE.plural; value: string; options: Record<string, { value: MessageElement[] }>; offset: number; pluralType: 'cardinal' | 'ordinal' }
  | { type: typeof TYPE.tag; value: string; children: MessageElement[] };

const message: z.ZodType<MessageElement[]> = z.lazy(() => z.array(element));
const options = z.record(z.string(), z.object({ value: message }));
const element: z.ZodType<MessageElement> = z.union([
  z.object({ type: z.literal(TYPE.literal), value: z.string() }),
  z.object({ type: z.literal(TYPE.pound) }),
  z.object({ type: z.union([z.literal(TYPE.argument), z.literal(TYPE.number), z.literal(TYPE.date), z.literal(TYPE.time)]), value: z.string() }),
  z.object({ type: z.literal(TYPE.select), value: z.string(), options }),
  z.object({ type: z.literal(TYPE.plural), value: z.string(), options, offset: z.number(), pluralType: z.enum(['cardinal', 'ordinal']) }),
  z.object({ type: z.literal(TYPE.tag), value: z.string(), children: message }),
]);

export const compiledCatalogueSchema = z.record(z.string(), z.record(z.string(), message));
/** One language's catalogues: part -> message id -> syntax tree. */
export type CompiledCatalogue = z.infer<typeof compiledCatalogueSchema>;
