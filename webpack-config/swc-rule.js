// TypeScript and JSX through swc; also used by the benchmark's monolith build, so the two compare like for like.
function swcRule(production) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        // The source map as an object, not JSON text: webpack names an object map's sources relative
        // to the package, where swc writes absolute paths. Module hashes cover the map, and .map files
        // keep the chunk hashes computed from them, so those changed with the folder of the checkout.
        parseMap: true,
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
        },
      },
    },
  };
}

module.exports = { swcRule };
