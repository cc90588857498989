/** Adds a JSON data block with this id and text to a document's head, as the BFF serves the page. */
export function appendDataBlock(doc: Document, id: string, content: string): void {
  const block = doc.createElement('script');
  block.type = 'application/json';
  block.id = id;
  block.textContent = content;
  doc.head.append(block);
}
