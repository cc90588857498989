// The same application as shell + remotes, built as one plain webpack app (no federation):
// the best a non-federated build of this code can do, to measure federation's cost against.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { catalogueRule, LanguageFilesPlugin, pageFiles, precompressPlugins, swcRule, WITHOUT_ICU_PARSER } = require('@citypass/webpack-config');

const shellDir = path.dirname(require.resolve('@citypass/shell/package.json'));
const files = pageFiles(shellDir);

module.exports = {
  mode: 'production',
  context: __dirname,
  entry: { main: './src/index.ts' },
  devtool: 'source-map',
  output: {
    path: path.join(__dirname, 'dist'),
    publicPath: '/',
    filename: '[name].[contenthash:10].js',
    chunkFilename: '[name].[contenthash:10].js',
    clean: true,
  },
  // The same languages as the product, built the same way: catalogues as syntax trees, no ICU parser.
  resolve: { extensions: ['.tsx', '.ts', '.js'], alias: WITHOUT_ICU_PARSER },
  module: { rules: [swcRule(true), catalogueRule()] },
  // Without federation every chunk, the first included, may share vendor code with the others.
  optimization: { splitChunks: { chunks: 'all' } },
  performance: { hints: false },
  stats: 'minimal',
  plugins: [
    new CopyWebpackPlugin({ patterns: files.patterns }),
    new HtmlWebpackPlugin({
      template: path.join(shellDir, 'public/index.html'),
      templateParameters: { title: 'City Pass Bookings', ...files.addresses },
    }),
    // The BFF names the page's language files among its first downloads, as it does the shell's.
    new LanguageFilesPlugin(),
    ...precompressPlugins(),
  ],
};
