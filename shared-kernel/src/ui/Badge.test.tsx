import { screen } from '@testing-library/react';
import { Badge, formatCount } from './Badge';
import { renderWithTheme } from '../testing/ui';

describe('Badge', () => {
  it('shows counts and caps them at 99+', () => {
    renderWithTheme(
      <>
        <Badge count={7} variant="danger" data-testid="a" />
        <Badge count={150} data-testid="b" />
      </>,
    );
    expect(screen.getByTestId('a')).toHaveTextContent('7');
    expect(screen.getByTestId('b')).toHaveTextContent('99+');
    expect(formatCount(99)).toBe('99');
    expect(formatCount(100)).toBe('99+');
  });

  it('renders nothing for a zero count', () => {
    const { container } = renderWithTheme(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders children with a variant', () => {
    renderWithTheme(<Badge variant="warning">Nieuw</Badge>);
    expect(screen.getByText('Nieuw')).toBeInTheDocument();
  });
});
