// The releases page is one plain bundle (no federation): it is a tool for teams, not part of the visitor app.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { swcRule } = require('@citypass/webpack-config');

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { main: './src/index.tsx' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(__dirname, 'dist'),
      publicPath: '/_releases/',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: { rules: [swcRule(production)] },
    plugins: [new HtmlWebpackPlugin({ template: path.join(__dirname, 'src/index.html') })],
  };
};
