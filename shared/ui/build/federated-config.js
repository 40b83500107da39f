// One webpack config for the shell and every remote: each package passes only what differs.
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/** Dev-server ports; the shell's dev remotes.json points at them. */
const PORTS = {
  shell: 3000,
  'mf-catalog': 3001,
  'mf-artist': 3002,
  'mf-commerce': 3003,
  'mf-community': 3004,
  'mf-admin': 3005,
};
const GATEWAY = process.env.GATEWAY_URL || 'http://localhost:8080';

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  '@reduxjs/toolkit',
  'react-redux',
  'react-toastify',
  'react-hook-form',
  'single-spa-react',
  // The session, its base query and toasts: one copy a page, as one store serves every front end.
  '@easel/store',
];
const SUBPATHS = {
  'react/jsx-runtime': 'react',
  'react-dom/client': 'react-dom',
  'react-dom/': 'react-dom',
  '@reduxjs/toolkit/query': '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react': '@reduxjs/toolkit',
};

/**
 * A shared module is built whole (any remote may ask it for any export), so these are shared as a module of their own
 * that re-exports only what the front ends import; the version stays the package's, so ranges still match.
 */
const TRIMMED = {
  'react-router-dom': path.join(__dirname, '../src/shared-modules/react-router-dom.ts'),
  '@reduxjs/toolkit': path.join(__dirname, '../src/shared-modules/reduxjs-toolkit.ts'),
};

/** Singletons, version ranges from the package's own package.json, never eager. */
function sharedSingletons(dependencies) {
  const entries = [...SINGLETONS.map((name) => [name, name]), ...Object.entries(SUBPATHS)];
  return Object.fromEntries(
    entries
      .filter(([, pkg]) => dependencies[pkg])
      .map(([key, pkg]) => [key, { singleton: true, requiredVersion: dependencies[pkg], ...trimmed(key) }]),
  );
}

/**
 * What a remote built for production shares: the shell shares every one of these on every page (its dependencies
 * include them all; federated-config.test.ts holds it to that), so the remote builds no copy of its own (`import:
 * false`): its remoteEntry lists none, and none is built. A remote's dev server keeps its copies, so that it still
 * opens alone.
 */
function sharedFromTheShell(dependencies) {
  return Object.fromEntries(
    Object.entries(sharedSingletons(dependencies)).map(([key, config]) => [key, { ...config, import: false }]),
  );
}

const trimmed = (key) =>
  TRIMMED[key] ? { import: TRIMMED[key], version: require(`${key}/package.json`).version } : {};

/**
 * react-router's package exports name its development build for every bundler (warnings and checks left in); a
 * production build takes its production one.
 */
const productionReactRouter = () => ({
  'react-router$': path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs'),
});

/** The package the trimmed shared @reduxjs/toolkit re-exports from, under a name that is not shared (see that module). */
const wholeReduxToolkit = () => ({
  '@easel/whole-redux-toolkit$': path.join(
    path.dirname(require.resolve('@reduxjs/toolkit/package.json')),
    'dist/redux-toolkit.modern.mjs',
  ),
});

/**
 * Entry files are content-hashed, but webpack 5.111 lets the federation runtime ask for its own chunk's name
 * while hashing, before [contenthash] exists (module-federation/core#5077). It only needs the folder, so it
 * gets the name without the hash then; the emitted file is always hashed.
 */
const entryFilename = (hashed) => (pathData) =>
  pathData.contentHash || pathData.chunk?.contentHash?.javascript ? `${hashed}.js` : '[name].js';

/**
 * Brotli and gzip copies (file.js.br, file.js.gz) of the code and pages, made once here so the gateway sends them as
 * they are: brotli at its slowest and smallest, since no visitor waits for it. Files under 512 bytes are left alone
 * (little to gain); the shell's index.html, sent on every navigation, is just over it.
 */
const PRECOMPRESSED = { test: /\.(js|css|html|json)$/, threshold: 512 };
const precompressedCopies = () => [
  new CompressionPlugin({
    ...PRECOMPRESSED,
    algorithm: 'brotliCompress',
    filename: '[path][base].br',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
  }),
  new CompressionPlugin({
    ...PRECOMPRESSED,
    algorithm: 'gzip',
    filename: '[path][base].gz',
    compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
  }),
];

/** A remote built for production takes its bundler runtime from the shell, as it does the federation runtime. */
const shellFederationBundler = () =>
  new webpack.NormalModuleReplacementPlugin(
    /@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/,
    path.join(__dirname, 'shell-federation-bundler.mjs'),
  );

/** A remote built for production takes the federation runtime's error codes from the shell too. */
const shellErrorCodes = () =>
  new webpack.NormalModuleReplacementPlugin(
    /^@module-federation\/error-codes$/,
    path.join(__dirname, 'shell-error-codes.mjs'),
  );

/** The shell's federation runtime without remote preloading and manifest snapshots (no-remote-preloading.mjs says why). */
const noRemotePreloading = () =>
  new webpack.NormalModuleReplacementPlugin(
    /@module-federation[\\/]runtime-core[\\/]dist[\\/](plugins[\\/]snapshot[\\/]SnapshotHandler|utils[\\/]preload)\.js$/,
    path.join(__dirname, 'no-remote-preloading.mjs'),
  );

/**
 * The libraries every page runs (React, Redux and the shared store, the router, single-spa) in one file of the shell's rather than a
 * dozen: a browser on HTTP/1.1 fetches six files at a time from an origin, and each costs a round trip. RTK's schema
 * error and the trimmed router module go in too: alone they were two files of 300 bytes, each a round trip in the
 * chain before a remote could start.
 */
const everyPageLibraries = {
  test: /[\\/](node_modules[\\/](react|react-dom|scheduler|react-redux|use-sync-external-store|redux|redux-thunk|@reduxjs[\\/]toolkit|@standard-schema|immer|reselect|react-router|single-spa|single-spa-react)|shared[\\/](store|ui[\\/]src[\\/]shared-modules))[\\/]/,
  name: 'libraries',
  chunks: 'async',
  enforce: true,
};

/**
 * The shell page names the code every page runs next (the libraries and the bootstrap chunk) and /remotes.json as
 * preloads: the browser fetches them beside main.js instead of after it has run.
 */
class PreloadEveryPageCode {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadEveryPageCode', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadEveryPageCode', (page) => {
        const link = (attributes) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', ...attributes });
        const files = ['libraries', 'bootstrap'].flatMap((name) => [
          ...(compilation.namedChunks.get(name)?.files ?? []),
        ]);
        page.headTags.push(
          ...files.filter((file) => file.endsWith('.js')).map((file) => link({ as: 'script', href: `/${file}` })),
          ...files.filter((file) => file.endsWith('.css')).map((file) => link({ as: 'style', href: `/${file}` })),
          link({ as: 'fetch', href: '/remotes.json', crossorigin: 'anonymous' }),
        );
        return page;
      });
    });
  }
}

/**
 * route-files.json beside a remote's remoteEntry.js: for each page chunk named `route <pattern>` (catalog-app.tsx), the
 * files a first visit to that route fetches from the remote, in order: remoteEntry.js, the exposed app's chunks, the
 * page's own. The gateway names them as preloads in the shell page it sends for that route (front-end.ts), so they
 * arrive beside the shell's code, not one round trip after another once it has run.
 */
class RouteFiles {
  constructor(entryName) {
    this.entryName = entryName;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RouteFiles', (compilation) => {
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE; // after every file has its hashed name
      compilation.hooks.processAssets.tap({ name: 'RouteFiles', stage }, () => {
        const routes = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          const route = /^route (\/.*)$/.exec(name)?.[1];
          const files = route && this.filesFromEntry(group, new Set());
          if (files) routes[route] = [...new Set(files)].filter((file) => /\.(js|css)$/.test(file));
        }
        compilation.emitAsset('route-files.json', new webpack.sources.RawSource(JSON.stringify(routes)));
      });
    });
  }

  /** The files of `group` and of its parents back to the remote's entry; null on a chain from another entry. */
  filesFromEntry(group, seen) {
    if (seen.has(group)) return null;
    seen.add(group);
    if (group.isInitial()) return group.name === this.entryName ? group.getFiles() : null;
    for (const parent of group.getParents()) {
      const before = this.filesFromEntry(parent, seen);
      if (before) return [...before, ...group.getFiles()];
    }
    return null;
  }
}

const federationName = (pkgName) => pkgName.replace(/-/g, '_');

function devRemotesJson(_req, res) {
  const remotes = Object.keys(PORTS).filter((name) => name !== 'shell');
  res.json(Object.fromEntries(remotes.map((name) => [name, `http://localhost:${PORTS[name]}/remoteEntry.js`])));
}

/** Dev shell: remotes.json of the remote dev servers, unless REMOTES=gateway (then the gateway's builds). */
function shellDevServer() {
  const fromGateway = process.env.REMOTES === 'gateway';
  return {
    proxy: [
      {
        context: fromGateway ? ['/api', '/config.json', '/remotes.json', '/remotes'] : ['/api', '/config.json'],
        target: GATEWAY,
        changeOrigin: true,
      },
    ],
    setupMiddlewares: (middlewares, devServer) => {
      if (!fromGateway) devServer.app.get('/remotes.json', devRemotesJson);
      return middlewares;
    },
  };
}

/**
 * @param {{ dir: string, name: keyof typeof PORTS, exposes?: Record<string, string>, template?: string }} options
 */
module.exports = function federatedConfig({ dir, name, exposes, template }) {
  const isHost = !exposes;
  const { dependencies } = require(path.join(dir, 'package.json'));
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const hashed = production ? '[name].[contenthash:8]' : '[name]';
    // A remote's chunks are named by id: a page chunk's name is its route (RouteFiles), no part of a file's name.
    const chunkHashed = isHost ? hashed : hashed.replace('[name]', '[id]');
    return {
      mode: production ? 'production' : 'development',
      // The maps hold the whole source: built beside the code for error reports, with no sourceMappingURL pointing
      // visitors to them (the gateway refuses *.map as well), and never compressed (PRECOMPRESSED leaves .map alone).
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      context: dir,
      entry: './src/index.ts',
      output: {
        path: path.join(dir, 'dist'),
        filename: entryFilename(hashed),
        chunkFilename: `${chunkHashed}.js`,
        publicPath: isHost ? '/' : 'auto',
        uniqueName: federationName(name),
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: { ...wholeReduxToolkit(), ...(production ? productionReactRouter() : {}) },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                swcrc: false, // the root .swcrc is the services' (CommonJS); webpack needs ES modules to tree-shake
                module: { type: 'es6' },
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName(name),
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
          shared: !isHost && production ? sharedFromTheShell(dependencies) : sharedSingletons(dependencies),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: false,
          experiments: {
            // Smaller runtime: no manifest snapshots, browser only; remotes load no remotes (fragments come through the shell).
            optimization: { disableSnapshot: true, target: 'web', disableRemote: !isHost },
            // One federation runtime a page: the shell's (provide-federation-runtime.mjs), which remotes built for
            // production use instead of their own (a remote's dev server keeps its own, so that it still opens alone).
            externalRuntime: !isHost && production,
          },
          runtimePlugins: isHost ? [path.join(__dirname, 'provide-federation-runtime.mjs')] : [],
        }),
        ...(!isHost && production
          ? [shellFederationBundler(), shellErrorCodes(), new RouteFiles(federationName(name))]
          : []),
        ...(isHost && production ? [noRemotePreloading()] : []),
        new MiniCssExtractPlugin({ filename: `${hashed}.css`, chunkFilename: `${chunkHashed}.css` }),
        new HtmlWebpackPlugin({
          template: template ?? path.join(__dirname, 'standalone.html'),
          title: `Easel — ${name}`,
          chunks: ['main'],
          publicPath: '/', // a page is served from its origin's root (dev server, gateway); deep links need absolute script URLs
        }),
        ...(isHost && production ? [new PreloadEveryPageCode()] : []),
        ...(production ? precompressedCopies() : []), // the dev server compresses on the fly
      ],
      // swc minifies in half the time of webpack's default terser, to slightly smaller files.
      optimization: {
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
        ...(isHost && production
          ? { splitChunks: { chunks: 'async', cacheGroups: { everyPage: everyPageLibraries } } }
          : {}),
      },
      performance: { hints: false },
      devServer: {
        port: PORTS[name],
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false } },
        ...(isHost ? shellDevServer() : {}),
      },
    };
  };
};
