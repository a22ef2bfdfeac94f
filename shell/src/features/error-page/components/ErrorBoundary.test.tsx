import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

function Bomb({ explode }: { explode: boolean }) {
  if (explode) throw new Error('kaboom');
  return <p>alles goed</p>;
}

describe('<ErrorBoundary/>', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('renders children when nothing throws', () => {
    render(
      <ErrorBoundary fallback={() => <p>mis</p>}>
        <Bomb explode={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('alles goed')).toBeInTheDocument();
  });

  it('renders the fallback with the error, reports it, and reset() renders the children again', () => {
    const onError = jest.fn();
    function Harness() {
      const [explode, setExplode] = useState(true);
      return (
        <ErrorBoundary
          onError={onError}
          fallback={({ error, reset }) => (
            <div>
              <p>{(error as Error).message}</p>
              <button
                type="button"
                onClick={() => {
                  setExplode(false);
                  reset();
                }}
              >
                opnieuw
              </button>
            </div>
          )}
        >
          <Bomb explode={explode} />
        </ErrorBoundary>
      );
    }
    render(<Harness />);
    expect(screen.getByText('kaboom')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'kaboom' }), expect.anything());
    fireEvent.click(screen.getByRole('button', { name: 'opnieuw' }));
    expect(screen.getByText('alles goed')).toBeInTheDocument();
  });

  it('resets when a reset key changes', () => {
    const { rerender } = render(
      <ErrorBoundary resetKeys={['/a']} fallback={() => <p>mis</p>}>
        <Bomb explode />
      </ErrorBoundary>,
    );
    expect(screen.getByText('mis')).toBeInTheDocument();
    rerender(
      <ErrorBoundary resetKeys={['/a']} fallback={() => <p>mis</p>}>
        <Bomb explode={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('mis')).toBeInTheDocument();
    rerender(
      <ErrorBoundary resetKeys={['/b']} fallback={() => <p>mis</p>}>
        <Bomb explode={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('alles goed')).toBeInTheDocument();
  });
});
