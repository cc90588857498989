import { Fragment, type ReactNode } from 'react';

// The platform's formatter gives strings; a message that holds an element (a bold time) gets a
// marker in the element's place, in private-use characters no catalogue text contains.
const MARKER = /\uE000([^\uE001]*)\uE001/;

/** The value to pass for a placeholder that `withElements` replaces by an element. */
export const elementSlot = (name: string): string => `\uE000${name}\uE001`;

/** A formatted message with each slot's element in its place, wherever the language puts it. */
export function withElements(text: string, elements: Record<string, ReactNode>): ReactNode[] {
  return text.split(MARKER).map((part, index) => (index % 2 === 1 ? <Fragment key={index}>{elements[part]}</Fragment> : part));
}
