import { fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n, readLocaleCookie } from 'shared-kernel/i18n';
import { settingsFixture } from 'shared-kernel/testing/fixtures';
import { callsTo, logIn, useMockApi } from 'shared-kernel/testing/server';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import { settingsStore } from 'shared-kernel/stores/settings';
import App from '../../../app/App';

useMockApi();

afterEach(async () => {
  document.cookie = 'locale=; path=/; max-age=0';
  await i18n.changeLanguage('nl');
});

const page = () => screen.findByRole('heading', { level: 1, name: 'Taalinstellingen' }, { timeout: 5000 });

test("a Belgian visitor sees Belgium's languages, only the offered ones selectable, and the choice goes in the cookie", async () => {
  settingsStore.set({ ...settingsFixture, geoip_country: 'BE', geoip_selected_country: 'BE', locales: ['nl', 'fr'] });
  renderRemoteAt(App, '/lang-config');
  await page();
  expect(screen.getByText(/^De talen van België\./)).toBeInTheDocument();
  const [nl, fr, de] = ['Nederlands', 'Français', 'Deutsch'].map((name) => screen.getByRole('radio', { name: new RegExp(`^${name}`) }));
  expect(nl).toBeChecked();
  expect(fr).toBeEnabled();
  expect(de).toBeDisabled();
  expect(screen.getByText('(nog niet beschikbaar)')).toBeInTheDocument();

  fireEvent.click(fr!);
  expect(readLocaleCookie()).toBe('fr');
  // the page switches to French once its texts (their own chunk) are there
  expect(await screen.findByText('Enregistré : Français. Ce navigateur retient ton choix pendant un an.')).toBeInTheDocument();
  expect(screen.getByText(/^Les langues de Belgique\./)).toBeInTheDocument();
  expect(callsTo('PUT', '/api/user.php')).toHaveLength(0);
});

test('for a member the choice is also saved on the account (PUT /api/user.php)', async () => {
  settingsStore.set({ ...settingsFixture, geoip_country: 'BE', geoip_selected_country: 'BE', locales: ['nl', 'fr'] });
  logIn();
  renderRemoteAt(App, '/lang-config');
  await page();
  fireEvent.click(screen.getByRole('radio', { name: /^Français/ }));
  await waitFor(() => expect(callsTo('PUT', '/api/user.php')).toHaveLength(1));
  expect(callsTo('PUT', '/api/user.php')[0]!.body).toEqual({ language: 'fr' });
  expect(await screen.findByText(/Ton compte retient ton choix\./)).toBeInTheDocument();
});

test('a Dutch visitor: Nederlands only, already chosen', async () => {
  settingsStore.set(settingsFixture);
  renderRemoteAt(App, '/lang-config');
  await page();
  expect(screen.getAllByRole('radio')).toHaveLength(1);
  expect(screen.getByRole('radio', { name: /^Nederlands/ })).toBeChecked();
});
