import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { chunkLoadingGlobalOf } from '@app/shared/federation';
import { SHARED_DEPENDENCIES } from './shared-dependencies';

/** What an app declares in its module-federation.config.ts. */
export interface FederationAppConfig {
  /** The container name other apps load it by (`admin`, `meeting`, ...). */
  name: string;
  /** Modules a remote exposes to the shell; absent for the host. */
  exposes?: Record<string, string>;
}

export interface AppBuildOptions {
  federation: FederationAppConfig;
  /** Absolute folder of the app (the one holding src/ and public/). */
  appDir: string;
  /** Dev-server port; production serving is done by scripts/serve. */
  devPort: number;
  mode: 'development' | 'production';
  /** Values the app's index.html template reads as `<%= name %>` (the shell's first paint). */
  templateParameters?: Record<string, string>;
}

const require = createRequire(import.meta.url);
const reactRouterDist = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist',
);

/**
 * The router build the apps' shared router module (react-router-share.mjs) re-exports from.
 * react-router 7's package exports always point at its development build (remix-run/react-router
 * #12532), so production builds name the production files themselves.
 */
function reactRouterBuild(isProduction: boolean): Record<string, string> {
  const build = path.join(reactRouterDist, isProduction ? 'production' : 'development');
  return {
    'react-router-build$': path.join(build, 'index.mjs'),
    'react-router-build/dom$': path.join(build, 'dom-export.mjs'),
  };
}

/** The API origin an app talks to when nothing at run time says otherwise (docs/architecture.md). */
const DEFAULT_API_URL = 'http://localhost:3001';

const STANDALONE_TEMPLATE = fileURLToPath(new URL('./standalone.html', import.meta.url));

/** The app's own page, or the plain one a remote uses when it runs alone in development. */
function htmlTemplateOf(appDir: string): string {
  const own = path.join(appDir, 'public/index.html');
  return existsSync(own) ? own : STANDALONE_TEMPLATE;
}

/** rspack.config.ts of every app: `export default defineAppConfig(import.meta.url, federation, port)`. */
export function defineAppConfig(
  configUrl: string,
  federation: FederationAppConfig,
  devPort: number,
  templateParameters?: Record<string, string>,
) {
  const appDir = path.dirname(fileURLToPath(configUrl));
  return (_env: unknown, argv: { mode?: 'development' | 'production' }): Configuration =>
    createAppConfig({
      federation,
      appDir,
      devPort,
      mode: argv.mode ?? 'production',
      templateParameters,
    });
}

export function createAppConfig({
  federation,
  appDir,
  devPort,
  mode,
  templateParameters,
}: AppBuildOptions): Configuration {
  const isHost = !federation.exposes;
  const isProduction = mode === 'production';
  // A deploy may build a second version beside the first (APP_DIST_DIR) and stamp it
  // (BUILD_ID), then switch what the app's origin serves.
  const outputDir = process.env.APP_DIST_DIR
    ? path.resolve(process.env.APP_DIST_DIR)
    : path.join(appDir, 'dist');

  return {
    mode,
    context: appDir,
    entry: { main: './src/index.ts' },
    target: ['web', 'es2022'],
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outputDir,
      // A remote's chunks must load from the remote's own origin, wherever the shell is.
      publicPath: isHost ? '/' : 'auto',
      filename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: federation.name,
      chunkLoadingGlobal: chunkLoadingGlobalOf(federation.name),
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: reactRouterBuild(isProduction),
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: {
                react: { runtime: 'automatic', development: !isProduction, refresh: false },
              },
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.(png|svg|jpe?g|webp|mp3|ogg|wav|woff2)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.DEFAULT_API_URL': JSON.stringify(process.env.API_URL ?? DEFAULT_API_URL),
        'process.env.APP_NAME': JSON.stringify(federation.name),
        'process.env.BUILD_ID': JSON.stringify(process.env.BUILD_ID ?? ''),
        // Informational console output is dropped in production builds unless asked for.
        'process.env.QUIET_CONSOLE': JSON.stringify(
          process.env.QUIET_CONSOLE ?? String(isProduction),
        ),
      }),
      new rspack.HtmlRspackPlugin({
        template: htmlTemplateOf(appDir),
        // Remotes only need their page when they run alone in development.
        filename: 'index.html',
        minify: isProduction,
        ...(templateParameters ? { templateParameters } : {}),
      }),
      new rspack.CopyRspackPlugin({
        patterns: [
          { from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true },
        ],
      }),
      new ModuleFederationPlugin({
        name: federation.name,
        ...(isHost
          ? // Remotes are discovered at run time from remotes.json; loaded-first keeps a remote
            // that is down from blocking the shell's start.
            { remotes: {}, shareStrategy: 'loaded-first' as const }
          : { exposes: federation.exposes, filename: 'remoteEntry.js' }),
        shared: SHARED_DEPENDENCIES,
        manifest: !isHost,
        dts: false,
        experiments: isHost
          ? // The shell hands its federation runtime to the remotes...
            { provideExternalRuntime: true, optimization: { target: 'web' as const } }
          : isProduction
            ? // ...so a deployed remote's entry does not carry a second copy (~30 KB gz each).
              // Standalone development keeps its own, as there is no shell then.
              {
                externalRuntime: true,
                optimization: { target: 'web' as const, disableRemote: true },
              }
            : { optimization: { target: 'web' as const } },
      }),
    ],
    performance: { hints: false },
    devServer: {
      port: devPort,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
  };
}
