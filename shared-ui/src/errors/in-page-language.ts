/**
 * An object whose every property is read anew each time it is read: its texts are in the page's
 * language of that moment, so code that keeps the object (a map of texts imported once) still
 * shows the words of the language the visitor has switched to.
 */
export function readInPageLanguage<Key extends string, Value>(keys: readonly Key[], read: (key: Key) => Value): Readonly<Record<Key, Value>> {
  const properties: PropertyDescriptorMap = {};
  for (const key of keys) properties[key] = { enumerable: true, get: () => read(key) };
  return Object.defineProperties({}, properties) as Record<Key, Value>;
}
