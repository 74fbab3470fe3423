import type { Plugin } from 'vite';
import { build } from 'vite';

/**
 * Builds a script on its own, as one classic script at the site's root (`fileName`), with the
 * app's aliases, for what cannot be a module sharing chunks with the app:
 * - a worker: a service worker's scope can only be at or below its script's path, and a
 *   dedicated worker is started from its script's URL; Firefox runs no module service workers;
 * - a script that must run before the first paint, which module scripts never do.
 * In `vite` dev the same bundle is served at that path.
 */
export function classicScript(options: {
  entry: string;
  fileName: string;
  alias: { find: RegExp; replacement: string }[];
}): Plugin {
  const bundle = async (minify: boolean): Promise<string> => {
    const result = await build({
      configFile: false,
      logLevel: 'warn',
      resolve: { alias: options.alias },
      build: {
        write: false,
        minify,
        sourcemap: false,
        lib: { entry: options.entry, formats: ['iife'], name: 'classicScript', fileName: () => options.fileName },
      },
    });
    const outputs = Array.isArray(result) ? result : [result];
    for (const output of outputs) {
      if ('output' in output) {
        const chunk = output.output.find((file) => file.type === 'chunk');
        if (chunk && chunk.type === 'chunk') return chunk.code;
      }
    }
    throw new Error(`The script ${options.entry} built to nothing`);
  };
  return {
    name: `coffer-classic-script:${options.fileName}`,
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: options.fileName, source: await bundle(true) });
    },
    configureServer(server) {
      server.middlewares.use(`/${options.fileName}`, (_req, res, next) => {
        bundle(false).then((code) => {
          res.setHeader('Content-Type', 'text/javascript');
          res.end(code);
        }, next);
      });
    },
  };
}
