import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { i18n, SUPPORTED_LANGUAGES } from 'shared-kernel/i18n';
import { companyInfoFixture, settingsFixture } from 'shared-kernel/testing/fixtures';
import { companyInfoStore, settingsStore } from 'shared-kernel/stores';
import { KernelThemeProvider } from 'shared-kernel/ui';
import { DISCLAIMERS } from '../footerTexts';
import { OTHER_DISCLAIMERS } from '../otherDisclaimers';
import { Footer } from './Footer';

const renderFooter = () =>
  render(
    <KernelThemeProvider>
      <Footer />
    </KernelThemeProvider>,
  );

describe('<Footer/>', () => {
  beforeEach(async () => {
    companyInfoStore.set(companyInfoFixture);
    settingsStore.set(settingsFixture);
    await i18n.changeLanguage('nl');
  });

  afterAll(async () => {
    await i18n.changeLanguage('nl');
  });

  it('shows every legal/help link with its Dutch label and path', () => {
    renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Voettekst' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Algemene voorwaarden', '/pages/terms'],
      ['Privacy', '/pages/privacy'],
      ['Cookies', '/pages/cookies'],
      ['Blokkering', '/pages/ban'],
      ['Prijzen', '/pricing'],
      ['Klachten', '/complaints'],
      ['Retourbeleid', '/pages/return-policy'],
      ['Veelgestelde vragen', '/pages/faq'],
      ['Klantenservice', '/pages/service'],
    ]);
  });

  it('links navigate without a page load', () => {
    window.history.pushState(null, '', '/members');
    renderFooter();
    fireEvent.click(screen.getByRole('link', { name: 'Klachten' }));
    expect(window.location.pathname).toBe('/complaints');
  });

  it('shows the Dutch disclaimer about adults and fictional profiles, and the company name', () => {
    renderFooter();
    expect(screen.getByTestId('footer-disclaimer')).toHaveTextContent(
      'Hartklop is een datingsite voor volwassenen (18+). Sommige profielen zijn fictief en worden beheerd door medewerkers; ze zijn gemarkeerd met een icoon.',
    );
    expect(screen.getByText(/Hartklop Media B\.V\./)).toBeInTheDocument();
  });

  it('has no US footer in Dutch', () => {
    renderFooter();
    expect(screen.queryByTestId('us-footer')).not.toBeInTheDocument();
    expect(screen.queryByText(/2257/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Compliance statement' })).not.toBeInTheDocument();
  });

  it('shows the US compliance footer only in English', async () => {
    renderFooter();
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    const us = await screen.findByTestId('us-footer');
    expect(us).toHaveTextContent('18 U.S.C. 2257 Record-Keeping Requirements Compliance Statement');
    expect(us).toHaveTextContent('Hartklop Media B.V., Herengracht 182, 1016 BR Amsterdam, Nederland');
    expect(within(us).getByRole('link', { name: 'Compliance statement' })).toHaveAttribute('href', '/pages/compliance');
    expect(screen.getByTestId('footer-disclaimer')).toHaveTextContent(/^Hartklop is a dating site for adults \(18\+\)/);
    expect(screen.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/pages/terms');

    await act(async () => {
      await i18n.changeLanguage('de');
    });
    expect(screen.queryByTestId('us-footer')).not.toBeInTheDocument();
    // German is not part of the first load: its disclaimer arrives with its own chunk.
    expect(await screen.findByText(/Erwachsene \(18\+\)/)).toHaveAttribute('data-testid', 'footer-disclaimer');
  });

  it.each(SUPPORTED_LANGUAGES.filter((l) => l !== 'en'))('has no US footer in %s (English only)', async (lang) => {
    renderFooter();
    await act(async () => {
      await i18n.changeLanguage(lang);
    });
    expect(screen.queryByTestId('us-footer')).not.toBeInTheDocument();
    expect(screen.queryByText(/2257/)).not.toBeInTheDocument();
  });

  it('has a disclaimer for all 11 languages, nl and en in the first load, the others once one is shown', async () => {
    expect(Object.keys({ ...DISCLAIMERS, ...OTHER_DISCLAIMERS }).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    expect(Object.keys(DISCLAIMERS).sort()).toEqual(['en', 'nl']);
    renderFooter();
    await act(async () => {
      await i18n.changeLanguage('sv');
    });
    expect(await screen.findByText(/^Hartklop är en dejtingsajt/)).toBeInTheDocument();
    for (const lng of SUPPORTED_LANGUAGES) {
      const text = i18n.getFixedT(lng, 'shell')('footer.disclaimer', { name: 'Hartklop' });
      expect(text).toMatch(/^Hartklop .*18\+/);
      expect(text).not.toContain('{{');
    }
  });

  it('loads the company info on mount', async () => {
    companyInfoStore.set(null);
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ companyinfo: companyInfoFixture }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    renderFooter();
    expect(await screen.findByText(/Hartklop Media B\.V\./)).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/companyinfo.php');
    fetchMock.mockRestore();
  });
});
