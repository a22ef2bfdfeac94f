import { useEffect, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { addResources, useT } from 'shared-kernel/i18n';
import {
  connectLoadingBarToBus,
  LOADING_BAR_FADE_MS,
  LOADING_BAR_TICK_MS,
  loadingBar as defaultLoadingBar,
  type LoadingBar as LoadingBarStore,
} from '../loadingBar';
import '../../../locales/register';

addResources('shell', {
  nl: { loadingBar: { label: 'Pagina wordt geladen' } },
  en: { loadingBar: { label: 'Loading page' } },
});

const Track = styled.div<{ $visible: boolean }>`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${(p) => p.theme.zIndex.modal + 1};
  height: 3px;
  pointer-events: none;
  opacity: ${(p) => (p.$visible ? 1 : 0)};
  transition: opacity ${LOADING_BAR_FADE_MS}ms ease-out;
`;

const Fill = styled.div`
  height: 100%;
  width: 100%;
  transform-origin: left center;
  background: linear-gradient(90deg, ${(p) => p.theme.colors.primary}, ${(p) => p.theme.colors.unreadMessages});
  box-shadow: 0 0 6px ${(p) => p.theme.colors.primary};
  transition: transform ${LOADING_BAR_TICK_MS * 2}ms linear;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export interface LoadingBarProps {
  /** The store to show; default the page's singleton `loadingBar`. */
  store?: LoadingBarStore;
  /** Follow kernel bus events loading/start and loading/done (default true). */
  listenToBus?: boolean;
}

/** Thin progress bar fixed at the top of the viewport; appears only when loading takes > 200 ms. */
export function LoadingBar({ store = defaultLoadingBar, listenToBus = true }: LoadingBarProps) {
  const { t } = useT('shell');
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);

  useEffect(() => (listenToBus ? connectLoadingBarToBus(store) : undefined), [store, listenToBus]);

  if (state.phase === 'idle') return null;
  return (
    <Track
      $visible={state.visible}
      role="progressbar"
      aria-label={t('loadingBar.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={state.progress}
      aria-hidden={state.visible ? undefined : true}
      data-testid="loading-bar"
    >
      <Fill style={{ transform: `scaleX(${state.progress / 100})` }} />
    </Track>
  );
}
