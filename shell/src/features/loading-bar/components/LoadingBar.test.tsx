import { act, render, screen } from '@testing-library/react';
import { bus } from 'shared-kernel/bus';
import { KernelThemeProvider } from 'shared-kernel/ui';
import { createLoadingBar } from '../loadingBar';
import { LoadingBar } from './LoadingBar';

describe('<LoadingBar/>', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const renderBar = (store = createLoadingBar()) => {
    render(
      <KernelThemeProvider>
        <LoadingBar store={store} />
      </KernelThemeProvider>,
    );
    return store;
  };

  it('renders nothing for quick loads (200 ms throttle)', () => {
    const store = renderBar();
    act(() => store.start());
    act(() => jest.advanceTimersByTime(199));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => store.done());
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a labelled progressbar with aria-valuenow after 200 ms and hides after done', () => {
    const store = renderBar();
    act(() => store.start());
    act(() => jest.advanceTimersByTime(200));
    const bar = screen.getByRole('progressbar', { name: 'Pagina wordt geladen' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');

    act(() => jest.advanceTimersByTime(1_000));
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);

    act(() => store.done());
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.queryByTestId('loading-bar')).not.toBeInTheDocument();
  });

  it('reacts to kernel bus loading events while mounted', () => {
    const store = renderBar();
    act(() => bus.emit({ type: 'loading/start' }));
    act(() => jest.advanceTimersByTime(250));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => bus.emit({ type: 'loading/done' }));
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(store.pending).toBe(0);
  });
});
