import { useEffect, useId, useRef, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { addResources, useT } from 'shared-kernel/i18n';
import { siteFictionalNotice, siteWordsFit, useSettings } from 'shared-kernel/stores/settings';
import { media } from 'shared-kernel/ui';
import { Button, buttonStyles, type ButtonStyleProps } from 'shared-kernel/ui/Button';
import '../../../locales/register';

addResources('shell', {
  nl: {
    entryWarning: {
      title: 'Alleen voor volwassenen',
      adults: '{{name}} is een datingsite met inhoud voor volwassenen. Je moet 18 jaar of ouder zijn om verder te gaan.',
      leaveHint: 'Ben je jonger dan 18, of wil je dit soort inhoud niet zien? Verlaat dan deze site.',
      confirm: 'Ik ben 18 jaar of ouder',
      leave: 'Verlaten',
      /** The site-level disclosure in a language other than the site's (the site's own words: siteFictionalNotice). */
      fictional: 'Sommige profielen op {{name}} zijn fictieve profielen, beheerd door medewerkers. Je herkent ze aan het label „fictief profiel”.',
    },
  },
});

/** Where "Verlaten" takes a visitor who does not want to enter. */
export const LEAVE_URL = 'https://www.google.nl';

/*
 * A native modal <dialog> rather than the kernel Modal: the browser makes the rest of the page inert,
 * keeps focus inside and puts it in the top layer, and the warning is shown on a first visit of `/`,
 * where every kilobyte counts against the 200 KB budget.
 */
/**
 * The dialog's value when the visitor confirmed with the page's own HTML (form method="dialog"),
 * before its script ran.
 */
const CONFIRMED = 'confirmed';

/**
 * The same box whether the browser shows it as a modal (top layer, ::backdrop) or, in the server's
 * HTML before the script runs, as a plain open dialog (fixed, its backdrop a shadow): no shift when
 * it becomes modal. Its top is a fixed distance from the viewport's, not centred: a centred box
 * moves whenever the viewport's height changes (a phone's address bar, a device emulation: CLS 0.26
 * on /pricing at 390 px, issue 29) and while its content is still arriving with the page's HTML.
 */
const Dialog = styled.dialog`
  position: fixed;
  inset: 0;
  z-index: 1000;
  margin: 16px auto auto;
  height: fit-content;
  max-height: calc(100% - 32px);
  ${media.md} {
    margin-top: 64px;
    max-height: calc(100% - 128px);
  }
  overflow: auto;
  width: calc(100% - 32px);
  max-width: 480px;
  padding: ${(p) => p.theme.space(6)};
  border: 0;
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surface};
  color: inherit;
  box-shadow: ${(p) => p.theme.shadows.modal};
  &::backdrop {
    background: rgba(31, 26, 36, 0.6);
  }
  &:not(:modal) {
    box-shadow:
      ${(p) => p.theme.shadows.modal},
      0 0 0 100vmax rgba(31, 26, 36, 0.6);
  }
  & > h2 {
    margin: 0 0 ${(p) => p.theme.space(4)};
    font-size: 1.25rem;
  }
`;

const Actions = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
  margin-top: ${(p) => p.theme.space(5)};
`;

const LeaveLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

/**
 * SPEC §2 site-entry warning: the visitor must choose (no close button; Escape does nothing).
 * "Ik ben 18 jaar of ouder" enters the site, "Verlaten" leaves it.
 */
export function EntryWarning({ onConfirm }: { onConfirm: () => void }) {
  const { t, i18n } = useT('shell');
  const settings = useSettings();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = document.activeElement as HTMLElement | null;
    // Server HTML (issue 16) shows the warning as a plain open dialog; a visitor who chose before the
    // page hydrated closed it with the page's HTML alone (form method="dialog"): that is the choice.
    if (!dialog.open && dialog.returnValue === CONFIRMED) {
      onConfirm();
      return;
    }
    // Open but not modal yet (the server's dialog, or React's `open`): made modal, so the rest is inert.
    // Engines without modal dialogs (jsdom) keep it open as it is.
    if (typeof dialog.showModal === 'function') {
      dialog.close();
      dialog.showModal();
    }
    confirmRef.current?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      previous?.focus?.();
    };
  }, [onConfirm]);

  const preventSubmit = (event: SyntheticEvent) => event.preventDefault();
  // The choice closes the warning during the click: the button's own submission is cancelled first,
  // or the browser would try to send a form that is no longer on the page (a console warning).
  const confirm = (event: SyntheticEvent) => {
    event.preventDefault();
    onConfirm();
  };
  // Escape fires "cancel" on a modal dialog: a deliberate choice is required, so it is ignored.
  const onCancel = (event: SyntheticEvent) => event.preventDefault();

  return (
    <Dialog ref={dialogRef} open data-entry-warning="" aria-modal="true" aria-labelledby={titleId} onCancel={onCancel}>
      <h2 id={titleId}>{t('entryWarning.title')}</h2>
      <p>{t('entryWarning.adults', { name: settings?.name || 'Deze site' })}</p>
      {/* The site-level disclosure: no single profile is meant here (not settings.fictional_warning). */}
      <p>
        {siteWordsFit(settings, i18n.language)
          ? siteFictionalNotice(settings)
          : t('entryWarning.fictional', { name: settings?.name || 'Hartklop' })}
      </p>
      <p>{t('entryWarning.leaveHint')}</p>
      {/* Before the page's script runs, the button closes the dialog by itself (method="dialog"); once it
          runs, the click handler decides and the form is not sent. */}
      <Actions method="dialog" onSubmit={preventSubmit}>
        <Button ref={confirmRef} type="submit" value={CONFIRMED} onClick={confirm}>
          {t('entryWarning.confirm')}
        </Button>
        <LeaveLink href={LEAVE_URL} $variant="outline">
          {t('entryWarning.leave')}
        </LeaveLink>
      </Actions>
    </Dialog>
  );
}
