// The front-end packages of the platform and their federation names.
const path = require('node:path');

const root = path.resolve(__dirname, '..');

/** Remotes: package folder → federation container name (must be a JS identifier). */
const REMOTES = {
  'mfe-auth': 'mfe_auth',
  'mfe-members': 'mfe_members',
  'mfe-chat': 'mfe_chat',
  'mfe-payments': 'mfe_payments',
  'mfe-landers': 'mfe_landers',
};

const deployDir = () => path.resolve(process.env.DEPLOY_DIR || path.join(root, 'deploy'));

module.exports = { root, REMOTES, deployDir };
