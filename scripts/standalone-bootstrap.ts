import { mountRootParcel, start } from 'single-spa';
import { start as startMockWorker } from 'shared-kernel/mocks/browser';

async function run() {
  await startMockWorker();
  start({ urlRerouteOnly: true });
  // @ts-expect-error resolved by the dev server's alias to the remote's lifecycles
  const app = (await import('@remote-app')) as Parameters<typeof mountRootParcel>[0];
  const domElement = document.getElementById('root');
  if (!domElement) throw new Error('#root missing');
  await mountRootParcel(app, { domElement, remote: 'standalone' }).mountPromise;
}

void run();
