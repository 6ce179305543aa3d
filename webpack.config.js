// The SPA build. `webpack --mode production` writes dist/ (hashed file names, split chunks, swc
// minify) plus dist/stats.json, which the bundle budget test reads, and prints each JS chunk's
// gzip size. `webpack serve` runs on PORT (3000) and proxies /api to the API on API_PORT (3100).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack from 'webpack';

const raiz = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(raiz, 'dist');

// Vendor code of the entry, split in two files that change rarely (cache across deploys). Only
// `initial` modules: what async screens use (data grid, charts, layout pieces) stays with them.
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-redux|@reduxjs|redux|redux-persist|redux-thunk|reselect|immer|xstate|use-sync-external-store|cookie|set-cookie-parser)[\\/]/;
const UI =
  /[\\/]node_modules[\\/](@mui|@emotion|notistack|stylis|clsx|goober|react-transition-group|@babel[\\/]runtime|hoist-non-react-statics|prop-types|react-is|@popperjs)[\\/]/;

// The sign-in form's MUI pieces. In the ui chunk with the rest of MUI's core: nearly every screen
// uses them, and left to splitChunks they were four small shared chunks whose split moved with each
// new lazy screen (and the /login budget with it).
const UI_DO_LOGIN =
  /[\\/]node_modules[\\/]@mui[\\/](material[\\/](Paper|SvgIcon|Alert|AlertTitle|IconButton|InputBase|TextareaAutosize|InputLabel|FormControl|FormLabel|FormHelperText|OutlinedInput|InputAdornment))[\\/]/;

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** The JS files a route needs before it can show: the entry's, plus its named chunk group's. */
function jsDaRota(stats, grupo) {
  const arquivos = new Set();
  for (const a of stats.entrypoints.main.assets) if (a.name.endsWith('.js')) arquivos.add(a.name);
  for (const a of stats.namedChunkGroups[grupo]?.assets ?? [])
    if (a.name.endsWith('.js')) arquivos.add(a.name);
  return [...arquivos];
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text asset worth compressing, once at build
 * time at the highest levels, so the server sends them as they are (@fastify/static preCompressed)
 * instead of compressing per request or not at all.
 */
class PreComprimir {
  apply(compiler) {
    compiler.hooks.done.tap('PreComprimir', (s) => {
      if (s.hasErrors()) return;
      const destino = s.compilation.outputOptions.path ?? dist;
      for (const nome of Object.keys(s.compilation.assets)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(nome) || nome.endsWith('stats.json')) continue;
        const arquivo = path.join(destino, nome);
        const conteudo = readFileSync(arquivo);
        if (conteudo.length < 1024) continue;
        writeFileSync(`${arquivo}.gz`, gzipSync(conteudo, { level: 9 }));
        writeFileSync(
          `${arquivo}.br`,
          brotliCompressSync(conteudo, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: conteudo.length,
            },
          }),
        );
      }
    });
  }
}

/**
 * Puts the build's list for the service worker at the top of sw.js (`self.__LISTA_DO_BUILD__`:
 * the build's hash, so a new build is a new worker with a new shell cache, and every
 * fingerprinted JS/CSS file). All of them, not only the attendance screen's: offline, any chunk
 * the app asks for (a menu link preloads its screen on hover) must be there, or the failed chunk
 * reloads the page (carregarTela). About 1.1 MB over the wire (brotli), once per build, and only
 * on browsers that opened /frequencia. Written after minification, as plain data.
 */
class ListaDoServiceWorker {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ListaDoServiceWorker', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ListaDoServiceWorker', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const arquivos = compilation
            .getAssets()
            .map((a) => a.name)
            .filter((n) => /^(js|css)\/.+\.(js|css)$/.test(n))
            .map((n) => `/${n}`)
            .sort();
          const lista = { versao: compilation.hash, arquivos };
          compilation.updateAsset(
            'sw.js',
            (fonte) =>
              new sources.ConcatSource(
                `self.__LISTA_DO_BUILD__=${JSON.stringify(lista)};\n`,
                fonte,
              ),
          );
        },
      );
    });
  }
}

/** Copies the web app manifest and its icons (public/) into the build, under the same names. */
class ArquivosDoApp {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const arquivos = [
      'manifest.webmanifest',
      'icones/icone.svg',
      'icones/icone-192.png',
      'icones/icone-512.png',
      'icones/icone-maskable-512.png',
    ];
    compiler.hooks.thisCompilation.tap('ArquivosDoApp', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ArquivosDoApp', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const nome of arquivos) {
            const origem = path.join(raiz, 'public', nome);
            compilation.fileDependencies.add(origem);
            compilation.emitAsset(nome, new sources.RawSource(readFileSync(origem)));
          }
        },
      );
    });
  }
}

/** Writes dist/stats.json and prints the totals (every JS chunk's size with BUILD_DETALHES=1). */
class RelatorioDoBuild {
  apply(compiler) {
    compiler.hooks.done.tap('RelatorioDoBuild', (s) => {
      if (s.hasErrors()) return;
      const stats = s.toJson({
        all: false,
        assets: true,
        chunks: true,
        chunkRelations: true,
        entrypoints: true,
        chunkGroups: true,
        ids: true,
        hash: true,
        outputPath: true,
        publicPath: true,
        timings: true,
        // One flat list of assets (the budget test looks them up by name).
        groupAssetsByChunk: false,
        groupAssetsByEmitStatus: false,
        groupAssetsByExtension: false,
        groupAssetsByInfo: false,
        groupAssetsByPath: false,
        groupAssetsByStatus: false,
        assetsSpace: Infinity,
        cachedAssets: true,
      });
      // The folder built into: dist, or another one given with --output-path (dist-<name>).
      const destino = stats.outputPath ?? dist;
      writeFileSync(path.join(destino, 'stats.json'), JSON.stringify(stats));
      // Each file is read and compressed only when a figure needs it: the totals need a handful
      // of the ~160 chunks, the per-file list (BUILD_DETALHES=1) all of them.
      const gzip = new Map();
      const gzipDe = (nome) => {
        if (!gzip.has(nome))
          gzip.set(nome, gzipSync(readFileSync(path.join(destino, nome))).length);
        return gzip.get(nome);
      };
      const js = stats.assets.filter((a) => a.name.endsWith('.js'));
      // The per-file list (~150 lines) only when asked: on a first `npm start` it buried the
      // administrator's one-time password.
      if (process.env.BUILD_DETALHES === '1') {
        const linhas = js
          .map((a) => ({ nome: a.name, bruto: a.size, gzip: gzipDe(a.name) }))
          .sort((a, b) => b.gzip - a.gzip);
        const largura = Math.max(...linhas.map((l) => l.nome.length));
        console.log('\nChunks JavaScript (tamanho bruto / gzip):');
        for (const l of linhas)
          console.log(
            `  ${l.nome.padEnd(largura)}  ${kb(l.bruto).padStart(9)}  ${kb(l.gzip).padStart(9)}`,
          );
      } else {
        console.log(`\n  ${js.length} chunks JavaScript (lista: BUILD_DETALHES=1 npm run build)`);
      }
      const soma = (nomes) => nomes.reduce((t, n) => t + gzipDe(n), 0);
      const inicial = stats.entrypoints.main.assets
        .map((a) => a.name)
        .filter((n) => n.endsWith('.js'));
      console.log(`\n  JS inicial (entry, gzip):      ${kb(soma(inicial))}`);
      console.log(
        `  JS para mostrar /login (gzip): ${kb(soma(jsDaRota(stats, 'login')))} (orçamento 178,5 KB)`,
      );
      console.log(`  Tempo de build: ${(stats.time / 1000).toFixed(1)} s\n`);
    });
  }
}

export default (_env, argv) => {
  const producao = argv.mode === 'production';
  const nome = producao ? 'js/[name].[contenthash:8].js' : 'js/[name].js';
  return {
    mode: producao ? 'production' : 'development',
    entry: {
      main: './src/index.tsx',
      // The service worker: one self-contained file at the site's root (scope '/'), never hashed
      // (the server sends it with Cache-Control: no-cache), with its own runtime.
      sw: { import: './src/sw/sw.ts', filename: 'sw.js', runtime: false },
    },
    output: { path: dist, filename: nome, chunkFilename: nome, publicPath: '/', clean: true },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      // react-router's package exports only its development build (warnings and checks
      // included); its production build is the same API, about a third smaller.
      alias: producao
        ? {
            'react-router$': path.join(raiz, 'node_modules/react-router/dist/production/index.mjs'),
            'react-router/dom$': path.join(
              raiz,
              'node_modules/react-router/dist/production/dom-export.mjs',
            ),
          }
        : {},
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !producao } },
                target: 'es2020',
              },
            },
          },
        },
        // Our modules have no import-time side effects, so unused re-exports of a barrel
        // (src/shared/*/index.ts) are dropped instead of dragging whole folders into a chunk.
        // Except the modules that run enhanceEndpoints (cache tags) when imported: a feature's
        // api/index.ts and store/opcoes.ts. Screens import only their re-exports, so marked free
        // of side effects they were skipped and production lost every tag they declare.
        {
          test: /[\\/]src[\\/](?!index\.tsx$)(?!features[\\/][^\\/]+[\\/]api[\\/]index\.ts$|store[\\/]opcoes\.ts$).*\.tsx?$/,
          sideEffects: false,
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: 'public/index.html',
        favicon: 'public/favicon.svg',
        chunks: ['main'],
      }),
      new ArquivosDoApp(),
      // Telemetry is on only when a connection string is given at BUILD time.
      new webpack.DefinePlugin({
        'process.env.TELEMETRY_CONNECTION_STRING': JSON.stringify(
          process.env.TELEMETRY_CONNECTION_STRING ?? '',
        ),
      }),
      producao && new ListaDoServiceWorker(),
      producao && new RelatorioDoBuild(),
      producao && new PreComprimir(),
    ].filter(Boolean),
    optimization: {
      minimize: producao,
      minimizer: [
        // swc's minifier: same size as terser at less than half the build time (STACK.md).
        new MinimizerPlugin({
          extractComments: false,
          minify: {
            implementation: MinimizerPlugin.swcMinify,
            options: { compress: { passes: 2 }, mangle: true, format: { comments: false } },
          },
        }),
      ],
      runtimeChunk: 'single',
      splitChunks: {
        // The service worker's file stays whole: a worker cannot load webpack's other chunks.
        chunks: (chunk) => chunk.name !== 'sw',
        maxInitialRequests: 8,
        cacheGroups: {
          framework: {
            test: FRAMEWORK,
            name: 'framework',
            chunks: 'initial',
            priority: 30,
            enforce: true,
          },
          ui: { test: UI, name: 'ui', chunks: 'initial', priority: 20, enforce: true },
          uiDoLogin: { test: UI_DO_LOGIN, name: 'ui', chunks: 'all', priority: 25, enforce: true },
        },
      },
    },
    devtool: producao ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    performance: { hints: false }, // the bundle budget test is the real gate
    stats: producao ? 'errors-warnings' : 'minimal',
    devServer: {
      port: Number(process.env.PORT ?? 3000),
      historyApiFallback: true,
      hot: true,
      proxy: [{ context: ['/api'], target: `http://localhost:${process.env.API_PORT ?? 3100}` }],
      client: { overlay: { warnings: false, errors: true } },
    },
  };
};
