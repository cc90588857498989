// Every brand's icons for the installed app, emitted with the shell's build under content-hashed
// names (cached immutable like the bundle), and `app-icons.json` naming them by brand for the
// BFF's web app manifest. A deployment chooses its brand when it starts, so the build carries all.
const { createHash } = require('node:crypto');
const { Resvg } = require('@resvg/resvg-js');
const { APP_ICON_SIZES, APP_ICONS_FILE, BRAND_IDENTITIES } = require('@citypass/contracts');
const { appIconSvg } = require('./app-icon');

const PLUGIN = 'AppIconsPlugin';
const PURPOSES = ['any', 'maskable'];

/** Each brand's icons (file name, PNG bytes, manifest entry), drawn once per process. */
function drawIcons() {
  const files = [];
  const icons = {};
  for (const [brand, identity] of Object.entries(BRAND_IDENTITIES)) {
    icons[brand] = [];
    for (const purpose of PURPOSES) {
      const svg = appIconSvg(identity, purpose);
      for (const size of APP_ICON_SIZES) {
        const png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
        const hash = createHash('sha256').update(png).digest('hex').slice(0, 10);
        const file = `icons/${brand}-${purpose}-${size}.${hash}.png`;
        files.push({ file, png });
        icons[brand].push({ src: `/${file}`, sizes: `${size}x${size}`, type: 'image/png', purpose });
      }
    }
  }
  return { files, icons };
}

class AppIconsPlugin {
  apply(compiler) {
    const { sources, Compilation } = compiler.webpack;
    let drawn = null;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        drawn ??= drawIcons();
        for (const { file, png } of drawn.files) compilation.emitAsset(file, new sources.RawSource(png));
        compilation.emitAsset(APP_ICONS_FILE, new sources.RawSource(`${JSON.stringify(drawn.icons)}\n`));
      });
    });
  }
}

module.exports = { AppIconsPlugin };
