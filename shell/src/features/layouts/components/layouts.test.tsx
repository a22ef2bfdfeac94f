import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { KernelThemeProvider } from 'shared-kernel/ui';
import { ChatLayout } from './ChatLayout';
import { DefaultLayout } from './DefaultLayout';
import { EmptyLayout } from './EmptyLayout';
import { LanderLayout } from './LanderLayout';

const slots = {
  topNav: <nav aria-label="Hoofdmenu">nav</nav>,
  warnings: <p>waarschuwing</p>,
  footer: <p>voettekst</p>,
  modals: <div role="dialog" aria-label="modaal" />,
};

const renderWithTheme = (ui: ReactElement) => render(<KernelThemeProvider>{ui}</KernelThemeProvider>);

describe('layouts', () => {
  it('DefaultLayout: header with top nav, warnings, main#main-content, footer and modals in order', () => {
    const { container } = renderWithTheme(
      <DefaultLayout slots={slots}>
        <p>paginatekst</p>
      </DefaultLayout>,
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('navigation', { name: 'Hoofdmenu' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Meldingen' })).toHaveTextContent('waarschuwing');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveTextContent('paginatekst');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('voettekst');
    expect(screen.getByRole('dialog', { name: 'modaal' })).toBeInTheDocument();

    const text = container.textContent ?? '';
    expect(text.indexOf('nav')).toBeLessThan(text.indexOf('waarschuwing'));
    expect(text.indexOf('waarschuwing')).toBeLessThan(text.indexOf('paginatekst'));
    expect(text.indexOf('paginatekst')).toBeLessThan(text.indexOf('voettekst'));
  });

  it('DefaultLayout: leaves out empty slots, and the skip link focuses the main content', () => {
    renderWithTheme(
      <DefaultLayout>
        <p>inhoud</p>
      </DefaultLayout>,
    );
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    const skip = screen.getByRole('link', { name: 'Naar de inhoud' });
    expect(skip).toHaveAttribute('href', '#main-content');
    fireEvent.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.hash).toBe('');
  });

  it('ChatLayout: content and modals only', () => {
    renderWithTheme(
      <ChatLayout slots={slots}>
        <p>gesprek</p>
      </ChatLayout>,
    );
    expect(screen.getByRole('main')).toHaveTextContent('gesprek');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByText('voettekst')).not.toBeInTheDocument();
    expect(screen.queryByText('waarschuwing')).not.toBeInTheDocument();
  });

  it('LanderLayout: logo bar linking home, content and footer', () => {
    window.history.pushState(null, '', '/landers/video');
    renderWithTheme(
      <LanderLayout slots={slots}>
        <p>lander</p>
      </LanderLayout>,
    );
    const logo = within(screen.getByRole('banner')).getByRole('link', { name: 'Hartklop, naar de homepage' });
    expect(logo).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toHaveTextContent('lander');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('voettekst');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText('nav')).not.toBeInTheDocument();
    fireEvent.click(logo);
    expect(window.location.pathname).toBe('/');
  });

  it('EmptyLayout: content and modals only', () => {
    renderWithTheme(
      <EmptyLayout slots={slots}>
        <p>leeg</p>
      </EmptyLayout>,
    );
    expect(screen.getByRole('main')).toHaveTextContent('leeg');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
