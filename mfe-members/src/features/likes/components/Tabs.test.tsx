import { fireEvent, screen } from '@testing-library/react';
import { Tabs } from './Tabs';
import { renderWithTheme } from 'shared-kernel/testing/ui';

const tabs = [
  { id: 'likes', label: 'Mijn likes', content: <p>Jij vindt ze leuk</p> },
  { id: 'liked', label: 'Vinden mij leuk', content: <p>Zij vinden jou leuk</p> },
  { id: 'off', label: 'Uit', disabled: true },
  { id: 'matches', label: 'Matches', content: <p>Wederzijds</p> },
];

describe('Tabs', () => {
  it('has tablist semantics and moves with arrow keys, skipping disabled tabs', () => {
    const onChange = jest.fn();
    renderWithTheme(<Tabs tabs={tabs} ariaLabel="Likes" onChange={onChange} />);
    expect(screen.getByRole('tablist', { name: 'Likes' })).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: 'Mijn likes' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Jij vindt ze leuk');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    const matches = screen.getByRole('tab', { name: 'Matches' });
    expect(matches).toHaveFocus();
    expect(matches).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Wederzijds');
    fireEvent.keyDown(matches, { key: 'ArrowRight' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'End' });
    expect(onChange).toHaveBeenLastCalledWith('matches');
  });
});
