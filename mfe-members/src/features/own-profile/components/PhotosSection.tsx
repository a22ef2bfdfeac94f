import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import type { OwnPhoto } from 'shared-kernel/contract';
import { PHOTO_CONTENT_TYPES, PHOTO_LIMITS } from 'shared-kernel/contract/profile-rules';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { Field, FieldError, Hint, describedBy } from 'shared-kernel/ui/FormParts';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { cdnUrl } from 'shared-kernel/utils/cdnUrl';
import { photoFileProblem, PHOTO_MAX_MB } from 'shared-kernel/utils/photoFile';
import { useAction } from '../../../hooks/useAction';
import { deletePhoto, setMainPhoto, uploadPhoto } from '../api/ownProfile';
import '../i18n';

const THUMB_SIZE = 160;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${THUMB_SIZE}px, 1fr));
  gap: 16px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
`;

const Item = styled.div<{ $main: boolean }>`
  display: grid;
  gap: 8px;
  align-content: start;
  padding: 8px;
  border: 2px solid ${(p) => (p.$main ? p.theme.colors.primary : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surface};
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
  & > img {
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${(p) => p.theme.radii.md};
    background: ${(p) => p.theme.colors.border};
  }
  & p {
    margin: 0;
    font-size: 0.875rem;
  }
`;

const Tag = styled.span<{ $tone: 'main' | 'muted' | 'danger' }>`
  justify-self: start;
  padding: 2px 10px;
  font-size: 0.8rem;
  font-weight: 700;
  border-radius: ${(p) => p.theme.radii.pill};
  color: ${(p) => (p.$tone === 'main' ? '#fff' : p.$tone === 'danger' ? p.theme.colors.danger : p.theme.colors.textMuted)};
  background: ${(p) => (p.$tone === 'main' ? p.theme.colors.primary : 'transparent')};
  border: 1px solid ${(p) => (p.$tone === 'main' ? p.theme.colors.primary : p.$tone === 'danger' ? p.theme.colors.danger : p.theme.colors.border)};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Count = styled.p`
  margin: 0 0 12px;
  font-weight: 600;
`;

const FileInput = styled.input`
  padding: 8px 0;
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface PhotosSectionProps {
  photos: readonly OwnPhoto[];
  limit: number;
  cdnPrefix: string;
  /** The photos after an upload, a new main photo or a deletion. */
  onPhotos: (photos: OwnPhoto[]) => void;
}

type Notice = 'uploaded' | 'madeMain' | 'deleted' | null;
type FocusTarget = { kind: 'item' | 'delete'; id: number } | { kind: 'heading' | 'confirm' | 'upload' };

/**
 * The member's own photos: thumbnails with the main one marked, per photo "Maak hoofdfoto" and
 * "Verwijderen" (after confirming), and an upload up to the photo limit. Refusals of the server
 * (limit, not an image, too large) are shown as it words them.
 */
export function PhotosSection({ photos, limit, cdnPrefix, onPhotos }: PhotosSectionProps) {
  const { t } = useT('members');
  const id = useId();
  const action = useAction();
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const itemRefs = useRef(new Map<number, HTMLDivElement>());
  const deleteRefs = useRef(new Map<number, HTMLButtonElement>());
  const confirmNoRef = useRef<HTMLButtonElement>(null);
  // Where focus goes once the list shows the result of an action.
  // (Buttons are disabled while a call runs, which takes the focus away from them.)
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (confirming !== null) confirmNoRef.current?.focus();
  }, [confirming]);
  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget.kind === 'heading') headingRef.current?.focus();
    else if (focusTarget.kind === 'item') itemRefs.current.get(focusTarget.id)?.focus();
    else if (focusTarget.kind === 'delete') deleteRefs.current.get(focusTarget.id)?.focus();
    else if (focusTarget.kind === 'confirm') confirmNoRef.current?.focus();
    // The upload field, unless the limit is reached now: then the heading above the count.
    else if (inputRef.current && !inputRef.current.disabled) inputRef.current.focus();
    else headingRef.current?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const premium = limit >= PHOTO_LIMITS.premium;
  const full = photos.length >= limit;
  const busy = uploading || action.busy;
  const hasMain = photos.some((p) => p.main);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const field = e.currentTarget;
    const file = field.files?.[0];
    if (!file) return;
    setNotice(null);
    action.clearError();
    const problem = photoFileProblem(file);
    if (problem) {
      setFileError(problem === 'type' ? t('ownProfile.photos.wrongType') : t('ownProfile.photos.tooLarge', { mb: PHOTO_MAX_MB }));
      field.value = '';
      return;
    }
    setFileError(null);
    setUploading(true);
    await action.run(
      () => uploadPhoto(file),
      (added) => {
        onPhotos([...photos, added].sort((a, b) => a.position - b.position));
        setNotice('uploaded');
      },
    );
    setUploading(false);
    field.value = '';
    setFocusTarget({ kind: 'upload' });
  };

  const makeMain = async (photoId: number) => {
    setNotice(null);
    setFileError(null);
    await action.run(
      () => setMainPhoto(photoId),
      (next) => {
        onPhotos(next);
        setNotice('madeMain');
      },
    );
    // Done or refused: the photo itself, now marked as the main one or with the error above.
    setFocusTarget({ kind: 'item', id: photoId });
  };

  const remove = async (photoId: number) => {
    setNotice(null);
    setFileError(null);
    const outcome = { removed: false };
    await action.run(
      () => deletePhoto(photoId),
      (next) => {
        outcome.removed = true;
        setConfirming(null);
        onPhotos(next);
        setNotice('deleted');
      },
    );
    // Gone: the heading of the list; refused: back to the question (the error is announced).
    setFocusTarget({ kind: outcome.removed ? 'heading' : 'confirm' });
  };

  const cancelDelete = (photoId: number) => {
    setConfirming(null);
    action.clearError();
    setFocusTarget({ kind: 'delete', id: photoId });
  };

  const headingId = `${id}-heading`;
  const inputId = `${id}-upload`;
  const errorId = `${id}-upload-error`;
  const limitId = `${id}-limit`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {t('ownProfile.photos.heading')}
      </h2>
      <Count>{t('ownProfile.photos.count', { count: photos.length, limit })}</Count>
      {photos.length === 0 && <p>{t('ownProfile.photos.none')}</p>}
      {photos.length > 0 && !hasMain && <p>{t('ownProfile.photos.noMain')}</p>}
      {notice && <Alert variant="success">{t(`ownProfile.photos.${notice}`)}</Alert>}
      {action.error && <Alert variant="danger">{action.error}</Alert>}
      {photos.length > 0 && (
        <Grid>
          {photos.map((photo, index) => {
            const number = index + 1;
            const label = t('ownProfile.photos.label', { number });
            return (
              <li key={photo.id}>
                <Item
                  role="group"
                  aria-label={photo.main ? `${label}, ${t('ownProfile.photos.main')}` : label}
                  tabIndex={-1}
                  $main={photo.main}
                  ref={(el) => {
                    if (el) itemRefs.current.set(photo.id, el);
                    else itemRefs.current.delete(photo.id);
                  }}
                >
                  <img
                    src={cdnUrl(cdnPrefix, photo.thumb_filename)}
                    alt={t('ownProfile.photos.alt', { number })}
                    width={THUMB_SIZE}
                    height={THUMB_SIZE}
                    loading="lazy"
                    decoding="async"
                  />
                  {photo.main && <Tag $tone="main">{t('ownProfile.photos.main')}</Tag>}
                  {photo.status === 'pending' && (
                    <>
                      <Tag $tone="muted">{t('ownProfile.photos.pending')}</Tag>
                      <p>{t('ownProfile.photos.pendingHint')}</p>
                    </>
                  )}
                  {photo.status === 'rejected' && (
                    <>
                      <Tag $tone="danger">{t('ownProfile.photos.rejected')}</Tag>
                      <p>{t('ownProfile.photos.rejectedHint')}</p>
                    </>
                  )}
                  {confirming === photo.id ? (
                    <div role="group" aria-label={t('ownProfile.photos.confirmDelete')}>
                      <p>{t('ownProfile.photos.confirmDelete')}</p>
                      <Buttons>
                        <Button
                          size="sm"
                          variant="danger"
                          onClick={() => void remove(photo.id)}
                          disabled={busy}
                          aria-busy={action.busy || undefined}
                        >
                          {t('ownProfile.photos.confirmYes')}
                        </Button>
                        <Button ref={confirmNoRef} size="sm" variant="outline" onClick={() => cancelDelete(photo.id)} disabled={action.busy}>
                          {t('ownProfile.photos.confirmNo')}
                        </Button>
                      </Buttons>
                    </div>
                  ) : (
                    <Buttons>
                      {!photo.main && photo.status !== 'rejected' && (
                        <Button size="sm" variant="secondary" onClick={() => void makeMain(photo.id)} disabled={busy}>
                          {t('ownProfile.photos.makeMain')}
                        </Button>
                      )}
                      <Button
                        ref={(el: HTMLButtonElement | null) => {
                          if (el) deleteRefs.current.set(photo.id, el);
                          else deleteRefs.current.delete(photo.id);
                        }}
                        size="sm"
                        variant="outline"
                        onClick={() => {
                          setNotice(null);
                          action.clearError();
                          setConfirming(photo.id);
                        }}
                        disabled={busy}
                      >
                        {t('ownProfile.photos.delete')}
                      </Button>
                    </Buttons>
                  )}
                </Item>
              </li>
            );
          })}
        </Grid>
      )}
      <Field>
        <label htmlFor={inputId}>{t('ownProfile.photos.upload')}</label>
        <FileInput
          ref={inputRef}
          id={inputId}
          type="file"
          accept={PHOTO_CONTENT_TYPES.join(',')}
          onChange={(e) => void onFile(e)}
          disabled={busy || full}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={describedBy(`${id}-upload-hint`, full && limitId, fileError && errorId)}
        />
        <Hint id={`${id}-upload-hint`}>{t('ownProfile.photos.uploadHint', { mb: PHOTO_MAX_MB })}</Hint>
        {full && (
          <Hint id={limitId}>
            {premium
              ? t('ownProfile.photos.limitPremium', { limit })
              : t('ownProfile.photos.limitFree', { limit, premium: PHOTO_LIMITS.premium })}{' '}
            {!premium && <AppLink href="/premium">{t('ownProfile.photos.premiumLink')}</AppLink>}
          </Hint>
        )}
        {uploading && <Spinner size={24} block={false} label={t('ownProfile.photos.uploading')} />}
        <FieldError id={errorId}>{fileError}</FieldError>
      </Field>
    </section>
  );
}
