import type { ReactNode } from 'react';

// The formatter gives text, so an element inside a message (a link, the bold order number) takes
// the place of a marker given as its placeholder's value: the message stays whole for translators,
// who decide where the element goes.
const MARKER = '\uE000';

/** The text `format` gives for the marker, with `element` where the marker is. */
export function withElement(format: (marker: string) => string, element: ReactNode): ReactNode {
  const [before, after] = format(MARKER).split(MARKER);
  return (
    <>
      {before}
      {element}
      {after}
    </>
  );
}
