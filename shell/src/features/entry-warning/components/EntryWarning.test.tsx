import { fireEvent, screen, within } from '@testing-library/react';
import { settingsFixture } from 'shared-kernel/mocks/fixtures';
import { settingsStore } from 'shared-kernel/stores/settings';
import { renderWithTheme } from 'shared-kernel/ui/testUtils';
import { EntryWarning, LEAVE_URL } from './EntryWarning';

beforeEach(() => settingsStore.set({ ...settingsFixture, name: 'Hartklop', fictional_warning: 'Sommige profielen zijn fictief.' }));

test('warns about adult content and the fictional profiles, in Dutch', () => {
  renderWithTheme(<EntryWarning onConfirm={jest.fn()} />);
  const dialog = screen.getByRole('dialog', { name: 'Alleen voor volwassenen' });
  expect(dialog).toHaveTextContent('Hartklop is een datingsite met inhoud voor volwassenen. Je moet 18 jaar of ouder zijn');
  expect(dialog).toHaveTextContent('Sommige profielen zijn fictief.');
  expect(within(dialog).getByRole('link', { name: 'Verlaten' })).toHaveAttribute('href', 'https://www.google.nl');
  expect(LEAVE_URL).toBe('https://www.google.nl');
});

test('requires a choice: no close button, Escape (the dialog\'s cancel event) does nothing', () => {
  const onConfirm = jest.fn();
  renderWithTheme(<EntryWarning onConfirm={onConfirm} />);
  expect(screen.queryByRole('button', { name: 'Sluiten' })).not.toBeInTheDocument();
  const dialog = screen.getByRole('dialog');
  const cancel = new Event('cancel', { cancelable: true });
  dialog.dispatchEvent(cancel);
  expect(cancel.defaultPrevented).toBe(true);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(onConfirm).not.toHaveBeenCalled();
});

test('is a labelled modal dialog with focus on "Ik ben 18 jaar of ouder", given back when it closes', () => {
  const onConfirm = jest.fn();
  const before = document.createElement('button');
  document.body.appendChild(before);
  before.focus();
  const { unmount } = renderWithTheme(<EntryWarning onConfirm={onConfirm} />);
  const dialog = screen.getByRole('dialog', { name: 'Alleen voor volwassenen' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveAttribute('open');
  const confirm = screen.getByRole('button', { name: 'Ik ben 18 jaar of ouder' });
  expect(confirm).toHaveFocus();
  fireEvent.click(confirm);
  expect(onConfirm).toHaveBeenCalledTimes(1);
  unmount();
  expect(before).toHaveFocus();
  before.remove();
});

test('without a fictional warning in the settings there is no empty paragraph', () => {
  settingsStore.set({ ...settingsFixture, fictional_warning: '' });
  renderWithTheme(<EntryWarning onConfirm={jest.fn()} />);
  expect(screen.getByRole('dialog').querySelectorAll('p')).toHaveLength(2);
});
