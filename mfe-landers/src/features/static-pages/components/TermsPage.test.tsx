import { act, screen, within } from '@testing-library/react';
import { changeLanguage } from 'shared-kernel/i18n';
import { companyInfoFixture, settingsFixture } from 'shared-kernel/testing/fixtures';
import { companyInfoStore } from 'shared-kernel/stores/companyInfo';
import { settingsStore } from 'shared-kernel/stores/settings';
import { renderWithTheme } from 'shared-kernel/testing/ui';
import TermsPage from './TermsPage';

describe('TermsPage', () => {
  beforeEach(() => {
    settingsStore.set({ ...settingsFixture, refund_days: 21, support_phone: '+31 20-555 12 34' });
    companyInfoStore.set({
      ...companyInfoFixture,
      name: 'Voorbeeld Media B.V.',
      kvk: '87654321',
      vat_numbers: ['NL001234567B01'],
      added: '2022-06-01T10:00:00Z',
    });
  });

  it('fills the terms from the company info and settings', () => {
    renderWithTheme(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Algemene voorwaarden' })).toBeInTheDocument();
    expect(screen.getAllByText(/Voorbeeld Media B\.V\./).length).toBeGreaterThan(0);

    const details = screen.getByText('KvK-nummer').closest('dl') as HTMLElement;
    expect(within(details).getByText('87654321')).toBeInTheDocument();
    expect(within(details).getByText('NL001234567B01')).toBeInTheDocument();

    expect(screen.getByText('21 dagen')).toBeInTheDocument();
  });

  it('shows the support phone as written and dials it without dashes and spaces', () => {
    renderWithTheme(<TermsPage />);
    const phoneLinks = screen.getAllByRole('link', { name: /\+31 20-555 12 34/ });
    expect(phoneLinks.length).toBeGreaterThan(0);
    for (const link of phoneLinks) {
      expect(link).toHaveAttribute('href', 'tel:+31205551234');
      expect(link).toHaveTextContent('+31 20-555 12 34');
    }
  });

  it('shows the default version date when the company was added before it', () => {
    renderWithTheme(<TermsPage />);
    expect(screen.getByText('Versie van 1 december 2023')).toBeInTheDocument();
  });

  it("shows the company's added date as version when that is later", () => {
    companyInfoStore.set({ ...companyInfoFixture, added: '2024-03-01T09:00:00Z' });
    renderWithTheme(<TermsPage />);
    expect(screen.getByText('Versie van 1 maart 2024')).toBeInTheDocument();
  });

  describe('in another language', () => {
    afterEach(async () => {
      await act(() => changeLanguage('nl'));
    });

    it('is written in English with the same links, company data and version date', async () => {
      await act(() => changeLanguage('en'));
      renderWithTheme(<TermsPage />);
      expect(screen.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeInTheDocument();
      expect(screen.getByText('Version of December 1, 2023')).toBeInTheDocument();
      expect(screen.getByText(/registered with the Dutch Chamber of Commerce \(KvK\) under number 87654321/)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: '1. Definitions' })).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: 'privacy statement' })[0]).toHaveAttribute('href', '/pages/privacy');
      expect(screen.getByText('21 days')).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: /\+31 20-555 12 34/ })[0]).toHaveAttribute('href', 'tel:+31205551234');
      expect(screen.queryByText(/Begrippen|Toepasselijk recht/)).not.toBeInTheDocument();
    });

    it('is written in German, the trade names joined the German way', async () => {
      companyInfoStore.set({ ...companyInfoFixture, tradenames: ['Hartklop', 'Hartklop.de'] });
      await act(() => changeLanguage('de'));
      renderWithTheme(<TermsPage />);
      expect(screen.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' })).toBeInTheDocument();
      expect(screen.getByText('Hartklop und Hartklop.de')).toBeInTheDocument();
      expect(screen.getByText(/\(handelnd unter dem Namen Hartklop und Hartklop\.de\)/)).toBeInTheDocument();
      expect(screen.getByText('Fassung vom 1. März 2024')).toBeInTheDocument();
    });
  });
});
