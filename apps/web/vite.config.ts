import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { PluginCreator } from 'postcss';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';
import { defaultClientConditions, defineConfig } from 'vite';
import { inlineGraphqlDocuments } from './inline-graphql-documents';
import { precompress } from './precompress';
import { classicScript } from './classic-script';

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

// react-router's package exports name only its development build (checks and warnings on every
// render); its production build, the same API, is in a sibling folder. Built bundles take that one.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const productionAlias = [
  { find: /^react-router$/, replacement: join(reactRouterProduction, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterProduction, 'dom-export.mjs') },
];

/** The public entry point of each lib: nothing but re-exports, by rule. */
const LIB_ENTRY = /[\\/]libs[\\/](?:web|shared)[\\/][^\\/]+[\\/]src[\\/]index\.ts$/;

export default defineConfig(({ command }) => ({
  root: here,
  plugins: [
    react(),
    inlineGraphqlDocuments(fileURLToPath(new URL('../../libs/web/data-access/src/gql', import.meta.url))),
    classicScript({
      entry: fileURLToPath(new URL('src/before-paint.ts', import.meta.url)),
      // Named in index.html.
      fileName: 'before-paint.js',
      alias,
    }),
    classicScript({
      entry: fileURLToPath(
        new URL('../../libs/web/files/src/encrypted-download/share-download.sw.ts', import.meta.url),
      ),
      // SHARE_DOWNLOAD_WORKER_URL of @coffer/web-sharing.
      fileName: 'share-download-sw.js',
      alias,
    }),
    classicScript({
      entry: fileURLToPath(new URL('../../libs/web/files/src/api/encrypted-chunk.worker.ts', import.meta.url)),
      // ENCRYPTED_CHUNK_WORKER_URL of @coffer/web-files.
      fileName: 'encrypted-chunk-worker.js',
      alias,
    }),
    precompress(),
  ],
  resolve: {
    alias: command === 'build' ? [...alias, ...productionAlias] : alias,
    // Packages that ship an ES2015 build beside an ES5 one (rxjs, under Apollo) give the former:
    // no down-levelled classes, no tslib helpers.
    conditions: ['es2015', ...defaultClientConditions],
  },
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
  // `vite build` builds the browser's app, then the module the server renders first screens with.
  builder: {
    buildApp: async (builder) => {
      await builder.build(builder.environments['client']!);
      await builder.build(builder.environments['ssr']!);
    },
  },
  environments: {
    ssr: {
      // One self-contained module: the server needs none of the web app's packages at run time.
      resolve: { noExternal: true },
      // React's production build, whatever NODE_ENV the server runs with.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: '../../dist/web/.server',
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
        rolldownOptions: {
          input: { 'first-screen': fileURLToPath(new URL('src/server-entry.tsx', import.meta.url)) },
          output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false },
        },
      },
    },
  },
  build: {
    outDir: '../../dist/web',
    // One stylesheet, in the head: a screen the server rendered is painted before any screen's
    // code (and so its own styles) has loaded. The screens' own styles are a few kB beside Mantine's.
    cssCodeSplit: false,
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which chunks each route loads (the bundle budget test reads it).
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // A lib's index.ts only re-exports, so a screen that imports one thing from a lib does not
        // pull the lib's other screens into its chunk (nor every lib into the first load).
        moduleSideEffects: (id: string) => !LIB_ENTRY.test(id),
      },
    },
  },
}));
