import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { RemoteProviders } from 'shared-kernel/remote';

/** Test helper: renders a remote's App at `path` with the providers its parcel gets. */
export function renderRemoteAt(App: ComponentType, path: string) {
  window.history.pushState({}, '', path);
  return render(
    <RemoteProviders>
      <App />
    </RemoteProviders>,
  );
}
