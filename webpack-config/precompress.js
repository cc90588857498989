// Production files are compressed once, at the best levels, next to the originals (`.br`, `.gz`);
// the servers send those rather than compressing each answer quickly.
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

// A build's compiled catalogues (`i18n/<tag>.json`) are for the release gate, never sent to browsers.
const PRECOMPRESS = { test: /\.(js|css|html|json|svg)$/, exclude: /^i18n\//, threshold: 1024, minRatio: 0.9 };

function precompressPlugins() {
  return [
    new CompressionPlugin({
      ...PRECOMPRESS,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({ ...PRECOMPRESS, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
  ];
}

module.exports = { precompressPlugins };
