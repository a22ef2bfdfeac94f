import { fireEvent, screen } from '@testing-library/react';
import { ErrorPanel } from './ErrorPanel';
import { ComingSoon } from './ComingSoon';
import { renderWithTheme } from '../testing/ui';

describe('ErrorPanel', () => {
  it('shows the Dutch message and calls onRetry', () => {
    const onRetry = jest.fn();
    renderWithTheme(<ErrorPanel onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Dit deel van de site kan nu niet worden geladen.');
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no retry button without onRetry', () => {
    renderWithTheme(<ErrorPanel />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('ComingSoon', () => {
  it('shows the title and the honest text', () => {
    renderWithTheme(<ComingSoon title="Premium" />);
    expect(screen.getByRole('heading', { name: 'Premium' })).toBeInTheDocument();
    expect(
      screen.getByText('Dit deel van Hartklop wordt op dit moment gebouwd en is binnenkort beschikbaar.'),
    ).toBeInTheDocument();
  });
});
