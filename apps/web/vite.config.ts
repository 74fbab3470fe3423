import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { PluginCreator } from 'postcss';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

const here = fileURLToPath(new URL('.', import.meta.url));
const { webPaths } = createRequire(import.meta.url)('../../tools/web-paths.cjs') as {
  webPaths: () => Record<string, string>;
};

// The package declares itself as an untyped module.
const presetMantine = postcssPresetMantine as PluginCreator<Record<string, unknown>>;

// Exact-match aliases, so '@coffer/web-ui' never swallows a longer specifier.
const alias = Object.entries(webPaths()).map(([find, replacement]) => ({
  find: new RegExp(`^${find.replace(/[/.-]/g, '\\$&')}$`),
  replacement,
}));

export default defineConfig({
  root: here,
  plugins: [react(), precompress()],
  resolve: { alias },
  css: {
    postcss: {
      plugins: [
        presetMantine(),
        postcssSimpleVars({
          variables: {
            'mantine-breakpoint-xs': '36em',
            'mantine-breakpoint-sm': '48em',
            'mantine-breakpoint-md': '62em',
            'mantine-breakpoint-lg': '75em',
            'mantine-breakpoint-xl': '88em',
          },
        }),
      ],
    },
  },
  server: {
    // `npm run dev:web` next to `npm start`: the API stays on the same origin through the proxy.
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
  },
});
