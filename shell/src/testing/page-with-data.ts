/** Adds a JSON data block with this id and text to a document's head, as the BFF serves the page. */
export function appendDataBlock(doc: Document, id: string, content: string): void {
  const block = doc.createElement('script');
  block.type = 'application/json';
  block.id = id;
  block.textContent = content;
  doc.head.append(block);
}

/** A document whose head holds a JSON data block with this id and text (none when the text is null), as the BFF serves the page. */
export function pageWithData(id: string, content: string | null): Document {
  const doc = document.implementation.createHTMLDocument();
  if (content !== null) appendDataBlock(doc, id, content);
  return doc;
}
