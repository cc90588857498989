// The page that loads a bundle. Its template is filled here, not compiled by webpack: a compiled
// template gets a child compilation, which inherits the federation plugins and builds the shared
// modules that have an `import` of their own again; in development (chunks named `[name].js`)
// those copies took the names of the real ones and the build failed with "Conflict: Multiple
// assets emit different content to the same filename".
const { readFileSync } = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * @param {string} template path of an HTML file with placeholders `<%= name %>`
 * @param {Record<string, string>} values what each placeholder becomes
 */
function htmlPage(template, values) {
  const fill = (html) => Object.entries(values).reduce((page, [name, value]) => page.replaceAll(`<%= ${name} %>`, value), html);
  return new HtmlWebpackPlugin({ templateContent: () => fill(readFileSync(template, 'utf8')) });
}

module.exports = { htmlPage };
