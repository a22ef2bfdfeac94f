import { act, fireEvent, screen, within } from '@testing-library/react';
import { i18n, loadLanguage } from 'shared-kernel/i18n';
import { settingsFixture } from 'shared-kernel/testing/fixtures';
import { settingsStore } from 'shared-kernel/stores/settings';
import { renderWithTheme } from 'shared-kernel/testing/ui';
import { EntryWarning, LEAVE_URL } from './EntryWarning';

beforeEach(() => settingsStore.set({ ...settingsFixture, name: 'Hartklop', fictional_warning: 'Dit is een fictief profiel.' }));

test('warns about adult content and the fictional profiles, in Dutch', () => {
  renderWithTheme(<EntryWarning onConfirm={jest.fn()} />);
  const dialog = screen.getByRole('dialog', { name: 'Alleen voor volwassenen' });
  expect(dialog).toHaveTextContent('Hartklop is een datingsite met inhoud voor volwassenen. Je moet 18 jaar of ouder zijn');
  // The site-level disclosure, not the per-profile fictional_warning: no single profile is meant here.
  expect(dialog).toHaveTextContent('Sommige profielen op Hartklop zijn fictieve profielen, beheerd door medewerkers.');
  expect(dialog).not.toHaveTextContent('Dit is een fictief profiel.');
  expect(within(dialog).getByRole('link', { name: 'Verlaten' })).toHaveAttribute('href', 'https://www.google.nl');
  expect(LEAVE_URL).toBe('https://www.google.nl');
});

test("in another language than the site's, the disclosure is in that language too, not in the site's Dutch words", async () => {
  renderWithTheme(<EntryWarning onConfirm={jest.fn()} />);
  try {
    await act(async () => {
      await loadLanguage('fi');
      await i18n.changeLanguage('fi');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Vain aikuisille' });
    expect(dialog).toHaveTextContent('Palvelussa Hartklop osa profiileista on fiktiivisiä profiileja');
    expect(dialog).not.toHaveTextContent('Sommige profielen');
  } finally {
    await act(async () => {
      await i18n.changeLanguage('nl');
    });
  }
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
  // The click's own form submission is cancelled: the warning closes during the click, and a
  // submission of a form no longer on the page is a console warning in the browser.
  expect(fireEvent.click(confirm)).toBe(false);
  expect(onConfirm).toHaveBeenCalledTimes(1);
  unmount();
  expect(before).toHaveFocus();
  before.remove();
});

test('without settings yet it still discloses the fictional profiles, in neutral words', () => {
  settingsStore.set(null);
  renderWithTheme(<EntryWarning onConfirm={jest.fn()} />);
  expect(screen.getByRole('dialog')).toHaveTextContent('Sommige profielen op deze site zijn fictieve profielen');
});
