import { useEffect, useRef, type PointerEvent } from 'react';
import styled from 'styled-components';
import type { MemberProfile } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import { useSettings } from 'shared-kernel/stores/settings';
import { Modal } from 'shared-kernel/ui/Modal';
import { cdnUrl } from 'shared-kernel/utils/cdnUrl';
import '../i18n';

/** Pixels a photo must be dragged sideways to count as a swipe to the next or previous one. */
export const PHOTO_SWIPE_THRESHOLD = 50;
/** Size the photos are delivered in (square). */
const PHOTO_SIZE = 600;

const Stage = styled.div`
  display: grid;
  gap: 12px;
  margin-top: 4px;
`;

const Frame = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${(p) => p.theme.colors.text};
  border-radius: ${(p) => p.theme.radii.md};
  overflow: hidden;
  touch-action: pan-y;
  user-select: none;
  & > img {
    display: block;
    width: 100%;
    height: auto;
    max-height: calc(100vh - 200px);
    object-fit: contain;
    pointer-events: none;
  }
`;

const Controls = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: 8px;
  & > p {
    margin: 0;
    text-align: center;
    font-weight: 600;
  }
  & > button {
    min-width: 44px;
    min-height: 44px;
    padding: 0 14px;
    font: inherit;
    font-size: 1.75rem;
    line-height: 1;
    font-weight: 600;
    color: ${(p) => p.theme.colors.primary};
    background: ${(p) => p.theme.colors.surface};
    border: 2px solid ${(p) => p.theme.colors.primary};
    border-radius: ${(p) => p.theme.radii.md};
    cursor: pointer;
  }
  & > button:disabled {
    opacity: 0.4;
    cursor: default;
  }
  & > button:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface PhotoViewerProps {
  profile: Pick<MemberProfile, 'name' | 'photos'>;
  /** The index of the photo shown, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * The photos this viewer may see, one at a time and large, in a modal dialog: previous/next
 * buttons, the arrow keys and a sideways swipe move; Escape, the close button or the backdrop
 * close, and focus goes back to the photo that opened it (the kernel Modal). Locked photos are
 * never here: the API does not send them.
 */
export function PhotoViewer({ profile, index, onIndexChange, onClose }: PhotoViewerProps) {
  const { t } = useT('members');
  const prefix = useSettings()?.cdn_prefix ?? '';
  const startX = useRef<number | null>(null);
  const { photos } = profile;
  const open = index !== null && photos.length > 0;
  const current = open ? Math.min(Math.max(index, 0), photos.length - 1) : 0;
  const photo = photos[current];
  const hasPrevious = current > 0;
  const hasNext = current < photos.length - 1;
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const go = (to: number) => {
    if (to < 0 || to >= photos.length || to === current) return;
    // The button that just became disabled would drop the focus: hand it to the other one.
    const active = typeof document === 'undefined' ? null : document.activeElement;
    if (to === 0 && active === previousRef.current) nextRef.current?.focus();
    if (to === photos.length - 1 && active === nextRef.current) previousRef.current?.focus();
    onIndexChange(to);
  };
  const goRef = useRef(go);
  goRef.current = go;
  const currentRef = useRef(current);
  currentRef.current = current;

  // The arrow keys move wherever the focus is inside the open viewer.
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
      e.preventDefault();
      goRef.current(currentRef.current + (e.key === 'ArrowRight' ? 1 : -1));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    startX.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (startX.current === null) return;
    const dx = e.clientX - startX.current;
    startX.current = null;
    if (dx <= -PHOTO_SWIPE_THRESHOLD) go(current + 1);
    else if (dx >= PHOTO_SWIPE_THRESHOLD) go(current - 1);
  };

  return (
    <Modal open={open} onClose={onClose} title={t('profile.viewer.title', { name: profile.name })} size="lg">
      {photo && (
        <Stage>
          <Frame
            data-testid="photo-viewer-frame"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              startX.current = null;
            }}
          >
            <img
              src={cdnUrl(prefix, photo.filename)}
              alt={t('profile.photos.main', { number: current + 1, name: profile.name })}
              width={PHOTO_SIZE}
              height={PHOTO_SIZE}
              decoding="async"
            />
          </Frame>
          <Controls>
            <button ref={previousRef} type="button" onClick={() => go(current - 1)} disabled={!hasPrevious} aria-label={t('profile.viewer.previous')}>
              <span aria-hidden="true">‹</span>
            </button>
            <p aria-live="polite">{t('profile.viewer.position', { number: current + 1, count: photos.length })}</p>
            <button ref={nextRef} type="button" onClick={() => go(current + 1)} disabled={!hasNext} aria-label={t('profile.viewer.next')}>
              <span aria-hidden="true">›</span>
            </button>
          </Controls>
        </Stage>
      )}
    </Modal>
  );
}
