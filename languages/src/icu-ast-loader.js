// The webpack loader of every part's catalogues: each message compiled to its syntax tree
// (compile-catalogue.ts), so pages format without the ICU parser (aliased out of every bundle:
// catalogue-rule.js of @citypass/webpack-config). An ICU syntax error fails the build, naming the
// file and the message.
const { compileCatalogue } = require('../dist/compile-catalogue.js');

/** @this {{ resourcePath: string, async(): (error: Error | null, result?: string) => void }} @param {string} source */
module.exports = function icuAstLoader(source) {
  const done = this.async();
  compileCatalogue(JSON.parse(source), this.resourcePath).then(
    (compiled) => done(null, JSON.stringify(compiled)),
    (error) => done(error),
  );
};
