import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { bus } from 'shared-kernel/bus';
import { renderWithTheme } from 'shared-kernel/testing/ui';
import { SignupModal } from './SignupModal';

function Harness({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(true);
  return open ? (
    <SignupModal pathname={pathname} onClose={() => setOpen(false)}>
      <label>
        E-mailadres <input />
      </label>
    </SignupModal>
  ) : (
    <p>gesloten</p>
  );
}

const progress = (inProgress: boolean) => act(() => bus.emit({ type: 'signup/progress', inProgress }));
const escape = () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
const dialog = () => screen.queryByRole('dialog', { name: 'Gratis aanmelden' });

test('shows the signup form under "Gratis aanmelden" and moves focus into it', () => {
  renderWithTheme(<Harness pathname="/" />);
  expect(dialog()).toBeInTheDocument();
  expect(screen.getByLabelText('E-mailadres')).toHaveFocus();
});

test('Escape closes it when no signup is in progress', () => {
  renderWithTheme(<Harness pathname="/" />);
  escape();
  expect(dialog()).not.toBeInTheDocument();
});

test('the backdrop closes it when no signup is in progress', () => {
  renderWithTheme(<Harness pathname="/" />);
  fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
  expect(dialog()).not.toBeInTheDocument();
});

test('while a signup is in progress Escape and the backdrop do nothing; the close button still closes', () => {
  renderWithTheme(<Harness pathname="/" />);
  progress(true);
  escape();
  fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
  expect(dialog()).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
  expect(dialog()).not.toBeInTheDocument();
});

test('when the signup stops being in progress Escape works again', () => {
  renderWithTheme(<Harness pathname="/" />);
  progress(true);
  escape();
  expect(dialog()).toBeInTheDocument();
  progress(false);
  escape();
  expect(dialog()).not.toBeInTheDocument();
});

test.each(['completed', 'login', 'cancelled'] as const)('closes on signup/closed (%s), even in progress', (reason) => {
  renderWithTheme(<Harness pathname="/" />);
  progress(true);
  act(() => bus.emit({ type: 'signup/closed', reason }));
  expect(screen.getByText('gesloten')).toBeInTheDocument();
});

test('closes when the page moves to /login, not on other moves', () => {
  const { rerender } = renderWithTheme(<Harness pathname="/" />);
  rerender(<Harness pathname="/pages/terms" />);
  expect(dialog()).toBeInTheDocument();
  rerender(<Harness pathname="/login" />);
  expect(dialog()).not.toBeInTheDocument();
});

test('opened on /login itself it stays open until the page moves there again', () => {
  const { rerender } = renderWithTheme(<Harness pathname="/login" />);
  expect(dialog()).toBeInTheDocument();
  rerender(<Harness pathname="/login" />);
  expect(dialog()).toBeInTheDocument();
});
