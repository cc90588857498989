/** A document whose head holds a JSON data block with this id and text (none when the text is null), as the BFF serves the page. */
export function pageWithData(id: string, content: string | null): Document {
  const doc = document.implementation.createHTMLDocument();
  if (content !== null) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = id;
    block.textContent = content;
    doc.head.append(block);
  }
  return doc;
}
