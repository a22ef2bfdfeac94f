import { render } from '@testing-library/react';
import { StrictMode, type ComponentType } from 'react';
import { RemoteProviders } from 'shared-kernel/remote';

/**
 * Test helper: like the kernel's renderRemoteAt, inside React's strict mode at the root (only a root
 * StrictMode runs every effect twice on mount, as development builds do).
 */
export function renderStrictAt(Page: ComponentType, path: string) {
  window.history.pushState({}, '', path);
  return render(
    <StrictMode>
      <RemoteProviders>
        <Page />
      </RemoteProviders>
    </StrictMode>,
  );
}
