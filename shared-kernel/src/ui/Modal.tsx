import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { CloseButton } from 'shared-kernel/ui/CloseButton';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${(p) => p.theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: rgba(31, 26, 36, 0.6);
`;

const Dialog = styled.div<{ $size: ModalSize }>`
  position: relative;
  width: 100%;
  max-width: ${(p) => (p.$size === 'sm' ? '400px' : p.$size === 'lg' ? '800px' : '560px')};
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  padding: 24px;
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radii.lg};
  box-shadow: ${(p) => p.theme.shadows.modal};
  &:focus { outline: none; }
  & > h2 { margin: 0 40px 16px 0; font-size: 1.25rem; }
`;

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Shown as the dialog heading and used as its accessible name. */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  ariaLabel?: string;
  /** false: no close button, Escape and backdrop clicks do nothing. */
  dismissible?: boolean;
  /**
   * false: Escape and backdrop clicks do nothing, the close button stays (e.g. while a form is being
   * submitted). Only meaningful when dismissible.
   */
  lightDismiss?: boolean;
  size?: ModalSize;
  children?: ReactNode;
  /** Element to focus first (default: the first focusable element, else the dialog). */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/** Open modals, topmost last: only the topmost reacts to Escape. */
const stack: object[] = [];

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('disabled') && el.getAttribute('aria-hidden') !== 'true',
  );
}

export function Modal(props: ModalProps) {
  return props.open && typeof document !== 'undefined' ? createPortal(<OpenModal {...props} />, document.body) : null;
}

function OpenModal({
  onClose,
  title,
  ariaLabel,
  dismissible = true,
  lightDismiss = true,
  size = 'md',
  children,
  initialFocusRef,
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const lightDismissRef = useRef(dismissible && lightDismiss);
  lightDismissRef.current = dismissible && lightDismiss;

  useEffect(() => {
    const token = {};
    stack.push(token);
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    if (dialog) {
      const target = initialFocusRef?.current ?? focusables(dialog)[0] ?? dialog;
      target.focus();
    }
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape' && stack[stack.length - 1] === token && lightDismissRef.current) {
        e.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      stack.splice(stack.indexOf(token), 1);
      if (stack.length === 0) document.body.style.overflow = overflow;
      if (previouslyFocused && typeof previouslyFocused.focus === 'function' && previouslyFocused.isConnected) {
        previouslyFocused.focus();
      }
    };
    // Focus handling runs once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const trapTab = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Tab' || !dialogRef.current) return;
    const items = focusables(dialogRef.current);
    if (items.length === 0) {
      e.preventDefault();
      dialogRef.current.focus();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (e.shiftKey && (active === first || active === dialogRef.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const onBackdropMouseDown = (e: MouseEvent<HTMLDivElement>) => {
    if (e.target === e.currentTarget && dismissible && lightDismiss) onClose();
  };

  return (
    <Backdrop onMouseDown={onBackdropMouseDown} data-testid="modal-backdrop">
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : ariaLabel}
        tabIndex={-1}
        $size={size}
        onKeyDown={trapTab}
      >
        {title && <h2 id={titleId}>{title}</h2>}
        {children}
        {dismissible && (
          <CloseButton type="button" aria-label="Sluiten" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        )}
      </Dialog>
    </Backdrop>
  );
}
