// A catalogue (message id -> ICU text) becomes id -> the message's syntax tree, so pages format
// without the ICU parser (aliased out of every bundle: catalogue-rule.js). An ICU syntax error
// fails the build, naming the file and the message.
const { parse } = require('@formatjs/icu-messageformat-parser');

module.exports = function icuAstLoader(source) {
  const compiled = {};
  for (const [id, text] of Object.entries(JSON.parse(source))) {
    try {
      compiled[id] = parse(text);
    } catch (error) {
      throw new Error(`${this.resourcePath}: message ${id}: ${error.message}`);
    }
  }
  return JSON.stringify(compiled);
};
