// The webpack configuration the shell, the remotes and the benchmark's monolith build with.
const { createWebpackConfig } = require('./app-config');
const { swcRule } = require('./swc-rule');
const { precompressPlugins } = require('./precompress');
const { pageFiles } = require('./hashed-public-file');

module.exports = { createWebpackConfig, swcRule, precompressPlugins, pageFiles };
