import type { ChangeEvent, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonStyleProps } from 'shared-kernel/ui/Button';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { visuallyHidden } from 'shared-kernel/ui/VisuallyHidden';

export const PREVIEW_SIZE = 160;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px 24px;
  margin: 0 0 12px;
`;

const Frame = styled.figure`
  position: relative;
  flex: none;
  width: ${PREVIEW_SIZE}px;
  height: ${PREVIEW_SIZE}px;
  margin: 0;
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.border};
  overflow: hidden;
  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  & > [data-busy] {
    position: absolute;
    inset: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    background: rgba(255, 255, 255, 0.6);
  }
`;

/** No photo yet: a silhouette on the frame, so the empty place reads as "your photo goes here". */
const Silhouette = () => (
  <svg viewBox="0 0 160 160" width="100%" height="100%" aria-hidden="true" focusable="false">
    <circle cx="80" cy="62" r="28" fill="currentColor" opacity="0.35" />
    <path d="M28 150c4-30 26-48 52-48s48 18 52 48z" fill="currentColor" opacity="0.35" />
  </svg>
);

const Side = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  min-width: 0;
  flex: 1 1 200px;
`;

/**
 * The file input itself stays the control (a screen reader hears a button named by the label, a
 * keyboard reaches it with Tab and opens it with Enter or Space); only its look is hidden. The label
 * after it is the visible button and shows the input's focus.
 */
const Input = styled.input`
  ${visuallyHidden}
  &:focus-visible + label {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled + label {
    opacity: 0.6;
    cursor: default;
  }
`;

const PickLabel = styled.label<ButtonStyleProps>`
  ${buttonStyles}
`;

const CameraIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      d="M4 8h3l2-3h6l2 3h3v11H4z M12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  </svg>
);

export interface PhotoPickerProps {
  id: string;
  /** Text of the button, and so the input's name ("Kies een foto"). */
  label: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The content types the file dialog offers ("image/*" on a phone: camera or library). */
  accept: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** The photo to show in the frame, with its alternative text; none: a silhouette. */
  preview: { src: string; alt: string } | null;
  /** Below the photo (e.g. that it is being checked). */
  caption?: ReactNode;
  /** A spinner over the photo while it uploads (the step's button tells screen readers). */
  busy?: boolean;
  /** Hints and errors beside the button. */
  children?: ReactNode;
}

/**
 * A styled photo choice: the photo (or a silhouette) and a real button-like label that opens the
 * file dialog. No `capture`, so a phone offers both the camera and the photo library.
 */
export function PhotoPicker({
  id,
  label,
  inputRef,
  accept,
  onChange,
  disabled = false,
  invalid = false,
  describedBy,
  preview,
  caption,
  busy = false,
  children,
}: PhotoPickerProps) {
  return (
    <Row>
      <Frame>
        {preview ? (
          <img src={preview.src} alt={preview.alt} width={PREVIEW_SIZE} height={PREVIEW_SIZE} decoding="async" />
        ) : (
          <Silhouette />
        )}
        {busy && (
          <div data-busy aria-hidden="true">
            <Spinner size={32} block={false} />
          </div>
        )}
      </Frame>
      <Side>
        <Input
          ref={inputRef}
          id={id}
          type="file"
          accept={accept}
          onChange={onChange}
          disabled={disabled}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
        />
        <PickLabel htmlFor={id} $variant={preview ? 'outline' : 'primary'} $size="lg">
          <CameraIcon />
          {label}
        </PickLabel>
        {caption}
        {children}
      </Side>
    </Row>
  );
}
