// The shell's page may start the state-machine libraries' chunk before the shell's script has
// run, when the route's first modules need it: the BFF reads this build's file name for it here,
// as the name changes with the chunk's content.
const { SHELL_CHUNKS_FILE } = require('@citypass/contracts');
const { STATE_MACHINES_CHUNK } = require('./federation-shared');

const PLUGIN = 'ShellChunksPlugin';

class ShellChunksPlugin {
  apply(compiler) {
    const { sources, Compilation } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const chunk = compilation.namedChunks.get(STATE_MACHINES_CHUNK.stateMachines.name);
        const stateMachines = chunk ? [...chunk.files].filter((file) => file.endsWith('.js')).sort() : [];
        compilation.emitAsset(SHELL_CHUNKS_FILE, new sources.RawSource(`${JSON.stringify({ stateMachines })}\n`));
      });
    });
  }
}

module.exports = { ShellChunksPlugin };
