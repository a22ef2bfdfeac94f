import { act, render, screen, waitFor } from '@testing-library/react';
import { bus, type AppEvent } from 'shared-kernel/bus';
import { companyInfoFixture, settingsFixture } from 'shared-kernel/testing/fixtures';
import { RemoteProviders } from 'shared-kernel/remote';
import { companyInfoStore } from 'shared-kernel/stores/companyInfo';
import { sessionStore } from 'shared-kernel/stores/session';
import { settingsStore } from 'shared-kernel/stores/settings';
import App from './App';

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  return render(
    <RemoteProviders>
      <App />
    </RemoteProviders>,
  );
}

describe('mfe-landers App', () => {
  beforeEach(() => {
    settingsStore.set(settingsFixture);
    companyInfoStore.set(companyInfoFixture);
    sessionStore.set({ status: 'anonymous', user: null });
    document.title = '';
  });

  it('marks its root element and renders the home page at /', async () => {
    const { container } = renderAt('/');
    expect(container.firstElementChild).toHaveAttribute('data-remote', 'mfe-landers');
    expect(await screen.findByRole('heading', { level: 1, name: settingsFixture.index_title })).toBeInTheDocument();
    expect(document.title).toBe(settingsFixture.index_title);
  });

  it.each([
    ['/pages/terms', 'Algemene voorwaarden'],
    ['/pages/privacy', 'Privacyverklaring'],
    ['/pages/cookies', 'Cookiebeleid'],
    ['/pages/ban', 'Je account is geblokkeerd'],
    ['/pages/return-policy', 'Retourbeleid'],
    ['/pages/faq', 'Veelgestelde vragen'],
    ['/pages/service', 'Klantenservice'],
  ])('%s shows "%s" filled with the company details', async (path, heading) => {
    renderAt(path);
    // the first render transforms the page's lazy chunk on demand: give it longer than the default second
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeInTheDocument();
    expect(document.title).toMatch(/ \| Hartklop$/);
    if (path !== '/pages/faq') expect(screen.getAllByText(companyInfoFixture.kvk).length).toBeGreaterThan(0);
  });

  it('sets the document title and keeps an unread-count prefix of the shell', async () => {
    document.title = '(2) Hartklop';
    renderAt('/pages/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacyverklaring' });
    expect(document.title).toBe('(2) Privacyverklaring | Hartklop');
  });

  it('renders the complaints form at /complaints', async () => {
    renderAt('/complaints');
    expect(await screen.findByRole('heading', { level: 1, name: 'Klachten en meldingen' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Nieuwe melding' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Klachten/);
  });

  it('renders the compliance statement in English at /pages/compliance, with the custodian from the company info', async () => {
    renderAt('/pages/compliance');
    const heading = await screen.findByRole('heading', { level: 1, name: '18 U.S.C. 2257 Record-Keeping Requirements Compliance Statement' });
    const article = heading.closest('article')!;
    expect(article).toHaveAttribute('lang', 'en');
    expect(article).toHaveTextContent(/were eighteen \(18\) years of age or older at the time the depiction was created/);
    expect(await screen.findByText(/Herengracht 182/)).toBeInTheDocument();
    expect(article).toHaveTextContent(`${companyInfoFixture.name}`);
    expect(article).toHaveTextContent(`Chamber of Commerce (KvK) number: ${companyInfoFixture.kvk}`);
    expect(document.title).toMatch(/^Compliance statement/);
  });

  it('sends a static-page token to its canonical address', async () => {
    renderAt('/algemene-voorwaarden');
    expect(await screen.findByRole('heading', { level: 1, name: 'Algemene voorwaarden' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/pages/terms');
  });

  it.each(['/bestaat-niet', '/landers/onbekend', '/landers/onbekend/zomer', '/pages/onbekend'])(
    'reports %s to the shell as not found and renders nothing',
    async (path) => {
      const events: AppEvent[] = [];
      const sub = bus.events$.subscribe((e) => events.push(e));
      const { container } = renderAt(path);
      await waitFor(() => expect(events).toContainEqual({ type: 'route/notFound', path, remote: 'mfe-landers' }));
      sub.unsubscribe();
      expect(container.firstElementChild).toBeEmptyDOMElement();
    },
  );

  it('follows navigation done by another router (single-spa patches history)', async () => {
    renderAt('/pages/faq');
    await screen.findByRole('heading', { level: 1, name: 'Veelgestelde vragen' });
    act(() => {
      window.history.pushState({}, '', '/pages/cookies');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookiebeleid' })).toBeInTheDocument();
  });
});
