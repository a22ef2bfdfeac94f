import { setupWorker, type StartOptions } from 'msw/browser';
import { handlers } from './handlers';

/** msw worker for running one remote standalone (needs mockServiceWorker.js in the dev server's public dir). */
export const worker = setupWorker(...handlers);

export function start(options: StartOptions = {}) {
  return worker.start({ onUnhandledRequest: 'bypass', quiet: true, ...options });
}
