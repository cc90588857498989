// A webpack loader that makes one change to one source file as it is built (options `from`, `to`),
// so the bench can build "the same code after a one-line change" without touching the sources.
module.exports = function oneLineChange(source) {
  const { from, to } = this.getOptions();
  if (!source.includes(from)) throw new Error(`${this.resourcePath} no longer holds the line the bench changes: ${from}`);
  return source.replace(from, to);
};
