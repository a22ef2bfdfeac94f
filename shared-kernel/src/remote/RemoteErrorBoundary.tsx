import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { bus } from 'shared-kernel/bus';
import { ErrorPanel } from 'shared-kernel/ui/ErrorPanel';
import { KernelThemeProvider } from 'shared-kernel/ui/KernelThemeProvider';

interface Props {
  remote: string;
  children?: ReactNode;
}
interface State {
  error: unknown;
  attempt: number;
}

/**
 * Catches a render failure of one remote: announces remote/failed on the bus and shows the
 * inline ErrorPanel; "Opnieuw proberen" mounts the remote's tree afresh.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown render error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    bus.emit({ type: 'remote/failed', remote: this.props.remote, error });
    if (process.env.NODE_ENV !== 'production') console.error(`[${this.props.remote}]`, error, info.componentStack);
  }

  retry = () => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));

  override render() {
    if (this.state.error) {
      return (
        <KernelThemeProvider>
          <ErrorPanel onRetry={this.retry} />
        </KernelThemeProvider>
      );
    }
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
