// Only the API route is measured: no lint or type pass in its build (it is plain JavaScript).
module.exports = { eslint: { ignoreDuringBuilds: true }, poweredByHeader: false };
