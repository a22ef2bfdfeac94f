import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { http as mswHttp, HttpResponse } from 'msw';
import { callsTo, logIn, server, useMockApi } from 'shared-kernel/testing/server';
import { geolocationStore, resetGeolocation } from 'shared-kernel/stores/geolocation';
import { regionsStore } from 'shared-kernel/stores/regions';
import { applyGeolocation, LocationFields, type LocationValue } from './LocationFields';
import { renderWithTheme } from '../testing/ui';

useMockApi();

const getCurrentPosition = jest.fn();
const query = jest.fn();
const changes: LocationValue[] = [];

function setNavigator(geolocation: unknown, permissions: unknown) {
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: geolocation });
  Object.defineProperty(navigator, 'permissions', { configurable: true, value: permissions });
}

const at = (latitude: number, longitude: number) => (ok: PositionCallback) =>
  ok({ coords: { latitude, longitude, accuracy: 30 }, timestamp: Date.now() } as GeolocationPosition);

beforeEach(() => {
  logIn();
  regionsStore.set(null);
  getCurrentPosition.mockReset();
  query.mockReset().mockResolvedValue({ state: 'prompt', addEventListener: jest.fn() });
  setNavigator({ getCurrentPosition }, { query });
  resetGeolocation();
  changes.length = 0;
});

function Harness({ initial, countries = ['NL', 'BE'] }: { initial: LocationValue; countries?: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <LocationFields
      value={value}
      countries={countries}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

const empty: LocationValue = { country: 'NL', region_id: null, city: '' };
const button = () => screen.getByRole('button', { name: 'Gebruik mijn huidige locatie' });

describe('LocationFields', () => {
  it('shows country, the regions of that country and city, all labelled, and reports every edit', async () => {
    renderWithTheme(<Harness initial={empty} />);
    const region = await screen.findByLabelText('Regio');
    expect(within(screen.getByLabelText('Land')).getByRole('option', { name: 'Nederland' })).toBeInTheDocument();
    expect(within(region).getByRole('option', { name: 'Utrecht' })).toBeInTheDocument();

    fireEvent.change(region, { target: { value: '10' } });
    expect(changes.at(-1)).toEqual({ country: 'NL', region_id: 10, city: '' });
    fireEvent.change(screen.getByLabelText('Woonplaats'), { target: { value: 'Zeist' } });
    expect(changes.at(-1)).toEqual({ country: 'NL', region_id: 10, city: 'Zeist' });

    // Another country clears the region and offers that country's regions.
    fireEvent.change(screen.getByLabelText('Land'), { target: { value: 'BE' } });
    expect(changes.at(-1)).toEqual({ country: 'BE', region_id: null, city: 'Zeist' });
    expect(within(screen.getByLabelText('Regio')).getByRole('option', { name: 'Oost-Vlaanderen' })).toBeInTheDocument();
    expect(screen.getByLabelText('Regio')).toHaveValue('');
  });

  it('says so when the regions cannot be loaded, keeping country and city', async () => {
    server.use(mswHttp.get('*/api/regions.php', () => HttpResponse.json({ error: 'x', message: 'x' }, { status: 404 })));
    renderWithTheme(<Harness initial={empty} />);
    expect(await screen.findByText(/De regio’s kunnen nu niet worden geladen/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Regio')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Woonplaats')).toBeInTheDocument();
  });

  it('fills country, region and city from the browser position', async () => {
    getCurrentPosition.mockImplementation(at(51.0543, 3.7174));
    renderWithTheme(<Harness initial={{ country: 'NL', region_id: 10, city: 'Zeist' }} />);
    await screen.findByLabelText('Regio');
    fireEvent.click(button());
    expect(button()).toBeDisabled();
    expect(await screen.findByText('Je locatie is ingevuld: Gent, Oost-Vlaanderen.')).toHaveAttribute('role', 'status');
    expect(changes.at(-1)).toEqual({ country: 'BE', region_id: 15, city: 'Gent' });
    expect(screen.getByLabelText('Land')).toHaveValue('BE');
    expect(screen.getByLabelText('Regio')).toHaveValue('15');
    expect(screen.getByLabelText('Woonplaats')).toHaveValue('Gent');
    expect(button()).toBeEnabled();
    const [call] = callsTo('GET', '/api/geocode.php');
    expect(call!.search).toBe('?lat=51.05&lon=3.72');
  });

  it('fills only the city when the place lies in a country that is not offered', () => {
    const place = { country: 'BE', region_id: 15, region: 'Oost-Vlaanderen', city: 'Gent', distance_km: 0.4 };
    expect(applyGeolocation({ country: 'NL', region_id: 10, city: '' }, place, ['NL'])).toEqual({ country: 'NL', region_id: 10, city: 'Gent' });
    expect(applyGeolocation({ country: 'NL', region_id: 10, city: '' }, place, ['NL', 'BE'])).toEqual({ country: 'BE', region_id: 15, city: 'Gent' });
  });

  it('leaves the fields alone and says so when the location cannot be determined', async () => {
    getCurrentPosition.mockImplementation(at(55.5, 2.5)); // North Sea
    renderWithTheme(<Harness initial={{ country: 'NL', region_id: 10, city: 'Zeist' }} />);
    await screen.findByLabelText('Regio');
    fireEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent('Je locatie kon niet worden bepaald.');
    expect(changes).toEqual([]);
    expect(screen.getByLabelText('Woonplaats')).toHaveValue('Zeist');
    expect(geolocationStore.get().location).toBe(false);
  });

  it('explains a blocked location when the browser denies it', async () => {
    query.mockResolvedValue({ state: 'denied', addEventListener: jest.fn() });
    getCurrentPosition.mockImplementation((_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1, message: 'denied' } as GeolocationPositionError),
    );
    renderWithTheme(<Harness initial={empty} />);
    const hint = await screen.findByText(/Je browser blokkeert de toegang tot je locatie/);
    expect(button()).toHaveAttribute('aria-describedby', hint.id);
    fireEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent('Je locatie kon niet worden bepaald.');
    expect(callsTo('GET', '/api/geocode.php')).toHaveLength(0);
  });

  it('offers no location button without geolocation in the browser', async () => {
    setNavigator(undefined, { query });
    resetGeolocation();
    renderWithTheme(<Harness initial={empty} />);
    await screen.findByLabelText('Regio');
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: 'Gebruik mijn huidige locatie' })).not.toBeInTheDocument();
  });

  it('does not touch the fields after it is gone', async () => {
    let answer: PositionCallback = () => undefined;
    getCurrentPosition.mockImplementation((ok: PositionCallback) => {
      answer = ok;
    });
    const { unmount } = renderWithTheme(<Harness initial={empty} />);
    await screen.findByLabelText('Regio');
    fireEvent.click(button());
    unmount();
    at(52.3731, 4.8922)(answer);
    await waitFor(() => expect(geolocationStore.get().locating).toBe(false));
    expect(changes).toEqual([]);
  });
});
