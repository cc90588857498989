// The page that loads a bundle. Its template is filled here, not compiled by webpack: a compiled
// template gets a child compilation, which inherits the federation plugins and builds the shared
// modules that have an `import` of their own again; in development (chunks named `[name].js`)
// those copies took the names of the real ones and the build failed with "Conflict: Multiple
// assets emit different content to the same filename".
const { readFileSync } = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const TITLE = '<%= title %>';

/** @param {string} template path of an HTML file whose one placeholder is `<%= title %>` */
function htmlPage(template, title) {
  return new HtmlWebpackPlugin({ templateContent: () => readFileSync(template, 'utf8').replaceAll(TITLE, title) });
}

module.exports = { htmlPage };
