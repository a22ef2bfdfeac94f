import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { Modal } from './Modal';
import { renderWithTheme } from '../testing/ui';

function Harness({ dismissible = true, lightDismiss }: { dismissible?: boolean; lightDismiss?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Openen</button>
      <Modal open={open} onClose={() => setOpen(false)} title="Bevestigen" dismissible={dismissible} lightDismiss={lightDismiss}>
        <button>Eerste</button>
        <button onClick={() => setOpen(false)}>Klaar</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders an accessible dialog in a portal and moves focus into it', () => {
    const { container } = renderWithTheme(<Harness />);
    screen.getByText('Openen').focus();
    fireEvent.click(screen.getByText('Openen'));
    const dialog = screen.getByRole('dialog', { name: 'Bevestigen' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container.contains(dialog)).toBe(false);
    expect(document.body.contains(dialog)).toBe(true);
    expect(screen.getByText('Eerste')).toHaveFocus();
  });

  it('traps Tab focus inside the dialog', () => {
    renderWithTheme(<Harness />);
    fireEvent.click(screen.getByText('Openen'));
    const dialog = screen.getByRole('dialog');
    const close = screen.getByRole('button', { name: 'Sluiten' });
    close.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(screen.getByText('Eerste')).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(close).toHaveFocus();
  });

  it('closes on Escape and restores focus to the opener', () => {
    renderWithTheme(<Harness />);
    const opener = screen.getByText('Openen');
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', () => {
    renderWithTheme(<Harness />);
    fireEvent.click(screen.getByText('Openen'));
    fireEvent.mouseDown(screen.getByText('Eerste'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores Escape and backdrop and has no close button when dismissible is false', () => {
    renderWithTheme(<Harness dismissible={false} />);
    fireEvent.click(screen.getByText('Openen'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sluiten' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('Klaar'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the close button but ignores Escape and backdrop when lightDismiss is false', () => {
    renderWithTheme(<Harness lightDismiss={false} />);
    fireEvent.click(screen.getByText('Openen'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
