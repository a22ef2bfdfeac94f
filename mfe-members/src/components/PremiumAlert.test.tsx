import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { bus, type AppEvent } from 'shared-kernel/bus';
import { sessionStore } from 'shared-kernel/stores/session';
import { userFixture } from 'shared-kernel/testing/fixtures';
import { renderWithTheme } from 'shared-kernel/testing/ui';
import { PremiumAlert, type PremiumAlertProps } from './PremiumAlert';

function Harness(props: Omit<PremiumAlertProps, 'open' | 'onClose'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Premiumfunctie
      </button>
      <PremiumAlert {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const openAlert = () => {
  const opener = screen.getByRole('button', { name: 'Premiumfunctie' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
};

describe('PremiumAlert', () => {
  describe('for a free member', () => {
    beforeEach(() => sessionStore.set({ status: 'authenticated', user: userFixture }));

    it('explains the reason and the 46% chance, with a link to /premium', () => {
      renderWithTheme(<Harness reason="photos" />);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      openAlert();
      const dialog = screen.getByRole('dialog', { name: 'Alleen voor premium leden' });
      expect(dialog).toHaveTextContent("Word premium lid om alle foto's te zien.");
      expect(dialog).toHaveTextContent('Premium leden hebben 46% meer kans op een match.');
      expect(screen.getByRole('link', { name: 'Word premium lid' })).toHaveAttribute('href', '/premium');
      // Focus moves into the dialog.
      expect(dialog.contains(document.activeElement)).toBe(true);
    });

    it('shows a given message instead of the reason text', () => {
      renderWithTheme(<Harness message="Alleen premium leden sturen een foto." />);
      openAlert();
      expect(screen.getByRole('dialog')).toHaveTextContent('Alleen premium leden sturen een foto.');
      expect(screen.getByRole('dialog')).not.toHaveTextContent('Word premium lid om dit te gebruiken.');
    });

    it('closes with "Niet nu", the close button or Escape, giving focus back', () => {
      renderWithTheme(<Harness />);
      const opener = openAlert();
      expect(screen.getByRole('dialog')).toHaveTextContent('Word premium lid om dit te gebruiken.');
      fireEvent.click(screen.getByRole('button', { name: 'Niet nu' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();

      openAlert();
      fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      openAlert();
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
    });
  });

  describe('for a visitor', () => {
    beforeEach(() => sessionStore.set({ status: 'anonymous', user: null }));

    it('offers logging in (back to the page) or signing up instead of premium', () => {
      renderWithTheme(<Harness reason="photos" returnPath="/members/3000" signup={{ source: 'profile', profileId: 3000 }} />);
      openAlert();
      const dialog = screen.getByRole('dialog', { name: 'Alleen voor leden' });
      expect(dialog).toHaveTextContent("Log in of meld je gratis aan om meer foto's te zien.");
      expect(screen.queryByRole('link', { name: 'Word premium lid' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login?redirect=/members/3000');

      const events: AppEvent[] = [];
      const sub = bus.events$.subscribe((e) => events.push(e));
      fireEvent.click(screen.getByRole('button', { name: 'Meld je gratis aan' }));
      sub.unsubscribe();
      expect(events).toContainEqual({ type: 'signup/requested', source: 'profile', profileId: 3000 });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('leads back to the current page by default', () => {
      window.history.pushState({}, '', '/members/42');
      renderWithTheme(<Harness />);
      openAlert();
      expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login?redirect=/members/42');
    });
  });
});
