const { resolve } = require('node:path');
const TerserPlugin = require('terser-webpack-plugin');

const REPO_ROOT = resolve(__dirname, '..', '..', '..');

/** What every app's build shares: swc for TypeScript, swc minification, workspace sources compiled. */
function commonConfig({ mode }) {
  const production = mode === 'production';
  return {
    mode,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.jsx', '.json'] },
    module: {
      rules: [
        // Workspace packages are ESM sources imported without extensions.
        { test: /\.m?[jt]sx?$/, resolve: { fullySpecified: false } },
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.(png|svg|jpe?g|gif|webp)$/i, type: 'asset' },
      ],
    },
    optimization: production
      ? {
          minimize: true,
          minimizer: [
            new TerserPlugin({
              minify: TerserPlugin.swcMinify,
              terserOptions: { compress: true, mangle: true },
            }),
          ],
        }
      : { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

module.exports = { commonConfig, REPO_ROOT };
