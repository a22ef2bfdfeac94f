import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import { HttpError } from 'shared-kernel/http';
import { useMockApi } from 'shared-kernel/testing/server';
import { RemoteProviders } from 'shared-kernel/remote';
import { Loaded, LoadError, useErrorText } from './LoadError';

useMockApi();

const GENERIC = 'Er is een fout opgetreden, probeer het later opnieuw.';
const NETWORK = 'Er is geen verbinding. Controleer je internetverbinding en probeer het opnieuw.';

describe('useErrorText', () => {
  const text = renderHook(() => useErrorText(), { wrapper: RemoteProviders }).result.current;

  it("shows the server's own Dutch text verbatim", () => {
    expect(text(new HttpError(409, { error: 'blocked', message: 'Je kunt dit lid geen bericht sturen.' }))).toBe('Je kunt dit lid geen bericht sturen.');
  });

  it('says there is no connection when no answer came, else the generic text (SPEC §8)', () => {
    expect(text(new HttpError(0, null, 'Network error', 'network_error'))).toBe(NETWORK);
    expect(text(new HttpError(500, 'Internal Server Error'))).toBe(GENERIC);
    expect(text(new Error('boom'))).toBe(GENERIC);
  });
});

describe('LoadError', () => {
  it('announces the failure and tries again on request', () => {
    const onRetry = jest.fn();
    render(<LoadError error={new HttpError(0, null)} onRetry={onRetry} />, { wrapper: RemoteProviders });
    expect(screen.getByRole('alert')).toHaveTextContent(NETWORK);
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('Loaded', () => {
  it('shows a spinner, then the answer; reload loads again', async () => {
    let n = 0;
    const load = jest.fn(async () => `antwoord ${++n}`);
    render(
      <Loaded load={load} loadingLabel="Likes worden geladen...">
        {(data, reload) => (
          <button type="button" onClick={reload}>
            {data}
          </button>
        )}
      </Loaded>,
      { wrapper: RemoteProviders },
    );
    expect(screen.getByText('Likes worden geladen...')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'antwoord 1' }));
    expect(await screen.findByRole('button', { name: 'antwoord 2' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a failure with a retry that loads again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new HttpError(503, { error: 'unavailable', message: 'Even niet beschikbaar.' })).mockResolvedValueOnce('gelukt');
    render(<Loaded load={load} loadingLabel="Laden...">{(data: string) => <p>{data}</p>}</Loaded>, { wrapper: RemoteProviders });
    expect(await screen.findByRole('alert')).toHaveTextContent('Even niet beschikbaar.');
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('gelukt')).toBeInTheDocument();
  });
});
