import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { callsTo, logIn, server, useMockApi } from 'shared-kernel/testing/server';
import { renderWithTheme } from 'shared-kernel/testing/ui';
import { PRIVACY_HEADING_ID, PrivacySettings } from './PrivacySettings';

useMockApi();

beforeEach(() => {
  logIn();
  window.history.pushState({}, '', '/profile');
});

/** As the own profile page shows it: inside its section. */
async function renderPrivacy() {
  const view = renderWithTheme(
    <section id="privacy" aria-labelledby={PRIVACY_HEADING_ID}>
      <PrivacySettings />
    </section>,
  );
  await screen.findByRole('switch', { name: 'Onzichtbaar' });
  return view;
}

const toggle = (name: string) => screen.getByRole('switch', { name });
const status = () => screen.getByRole('status');

const refuse = (message: string) => HttpResponse.json({ error: 'validation', message }, { status: 400 });

describe('PrivacySettings', () => {
  it('shows both settings, explained, under a "Privacy" heading that names the section', async () => {
    await renderPrivacy();
    expect(screen.getByRole('heading', { level: 2, name: 'Privacy' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Privacy' })).toHaveAttribute('id', 'privacy');
    expect(toggle('Onzichtbaar')).not.toBeChecked();
    expect(toggle('Privacymodus')).not.toBeChecked();
    expect(toggle('Onzichtbaar')).toHaveAccessibleDescription(
      'Andere leden vinden je niet in zoekresultaten, likes en andere overzichten, en kunnen je profiel niet openen. Alleen leden die jij zelf een like hebt gegeven, zien je nog wel.',
    );
    expect(toggle('Privacymodus')).toHaveAccessibleDescription(
      'Leden die jij geen like hebt gegeven, zien alleen je hoofdfoto. Leden die jij een like hebt gegeven, zien ook je andere foto’s.',
    );
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows what the server has saved', async () => {
    server.use(mswHttp.get('*/api/privacy.php', () => HttpResponse.json({ invisible: true, privacy_mode: false })));
    await renderPrivacy();
    expect(toggle('Onzichtbaar')).toBeChecked();
    expect(toggle('Privacymodus')).not.toBeChecked();
  });

  it('saves a switch at once, says so, and the server keeps it', async () => {
    const view = await renderPrivacy();
    fireEvent.click(toggle('Onzichtbaar'));
    expect(toggle('Onzichtbaar')).toBeChecked();
    expect(status()).toHaveTextContent('Bezig met opslaan...');
    await waitFor(() => expect(status()).toHaveTextContent('Opgeslagen: Onzichtbaar staat aan.'));
    fireEvent.click(toggle('Privacymodus'));
    await waitFor(() => expect(status()).toHaveTextContent('Opgeslagen: Privacymodus staat aan.'));
    expect(callsTo('PUT', '/api/privacy.php').map((r) => r.body)).toEqual([{ invisible: true }, { privacy_mode: true }]);

    view.unmount();
    await renderPrivacy();
    expect(toggle('Onzichtbaar')).toBeChecked();
    expect(toggle('Privacymodus')).toBeChecked();
  });

  it('puts the switch back and says why when saving fails', async () => {
    server.use(mswHttp.put('*/api/privacy.php', () => refuse('Dit kon niet worden opgeslagen.')));
    await renderPrivacy();
    fireEvent.click(toggle('Privacymodus'));
    expect(toggle('Privacymodus')).toBeChecked();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Privacymodus is niet opgeslagen en staat weer uit. Dit kon niet worden opgeslagen.',
    );
    expect(toggle('Privacymodus')).not.toBeChecked();
    expect(status()).toHaveTextContent('');
  });

  it('offers to try again when loading fails', async () => {
    server.use(mswHttp.get('*/api/privacy.php', () => refuse('Je privacy-instellingen zijn nu niet te laden.'), { once: true }));
    renderWithTheme(<PrivacySettings />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Je privacy-instellingen zijn nu niet te laden.');
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('switch', { name: 'Onzichtbaar' })).not.toBeChecked();
  });

  describe('reached through /profile#privacy', () => {
    const scrollIntoView = jest.fn();
    beforeAll(() => {
      Element.prototype.scrollIntoView = scrollIntoView;
    });
    afterAll(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    beforeEach(() => scrollIntoView.mockClear());

    it('brings itself into view once loaded', async () => {
      window.history.pushState({}, '', '/profile#privacy');
      await renderPrivacy();
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'Privacy' }));
    });

    it('stays where it is without the #privacy link', async () => {
      await renderPrivacy();
      expect(scrollIntoView).not.toHaveBeenCalled();
    });
  });
});
