import { screen } from '@testing-library/react';
import { EmptyState } from './EmptyState';
import { renderWithTheme } from '../testing/ui';

it('says why the list is empty and links onward', () => {
  renderWithTheme(<EmptyState text="Je hebt nog geen gesprekken." actionHref="/members" actionLabel="Zoek leden" />);
  expect(screen.getByText('Je hebt nog geen gesprekken.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zoek leden' })).toHaveAttribute('href', '/members');
});
