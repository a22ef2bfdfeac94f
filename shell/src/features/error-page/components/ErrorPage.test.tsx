import { fireEvent, render, screen } from '@testing-library/react';
import { KernelThemeProvider } from 'shared-kernel/ui';
import { ErrorPage } from './ErrorPage';

const renderPage = (ui: React.ReactElement) => render(<KernelThemeProvider>{ui}</KernelThemeProvider>);

describe('<ErrorPage/>', () => {
  it('defaults to status 500 and message "Error" without a home link', () => {
    renderPage(<ErrorPage />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('500');
    expect(heading).toHaveTextContent('Error');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the given status and message', () => {
    renderPage(<ErrorPage status={503} message="Onderhoud" />);
    expect(screen.getByText('503')).toBeInTheDocument();
    expect(screen.getByText('Onderhoud')).toBeInTheDocument();
  });

  it('on 404 shows "This page could not be found" and a link home that navigates without reload', () => {
    window.history.pushState(null, '', '/bestaat-niet');
    renderPage(<ErrorPage status={404} />);
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'Naar de homepage' });
    expect(home).toHaveAttribute('href', '/');
    fireEvent.click(home);
    expect(window.location.pathname).toBe('/');
  });

  it('falls back to "An error occurred while showing the error page" and a home link when rendering fails', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // An object is not a valid React child: rendering the message throws inside the page.
    renderPage(<ErrorPage status={500} message={{ oops: true } as unknown as string} />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while showing the error page');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('500')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('the fallback works without a theme provider', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ErrorPage status={404} />);
    expect(screen.getByText('An error occurred while showing the error page')).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
