/**
 * A JSON data block the BFF wrote into the page it served; undefined when the page has none
 * (the dev server's page). Throws when the block is not JSON.
 */
export function readPageData(id: string, doc: Document = document): unknown {
  const text = doc.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as unknown) : undefined;
}
