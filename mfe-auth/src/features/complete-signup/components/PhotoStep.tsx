import { useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import type { OwnPhoto } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { PHOTO_CONTENT_TYPES } from 'shared-kernel/contract/profile-rules';
import { http } from 'shared-kernel/http';
import { useT } from 'shared-kernel/i18n';
import { Alert } from 'shared-kernel/ui/Alert';
import { Field, FieldError, Hint, describedBy } from 'shared-kernel/ui/FormParts';
import { errorText } from 'shared-kernel/utils/apiError';
import { cdnUrl } from 'shared-kernel/utils/cdnUrl';
import { photoFileProblem, PHOTO_MAX_MB } from 'shared-kernel/utils/photoFile';
import { StepFrame } from './StepFrame';
import type { StepProps } from './stepProps';
import '../i18n';

const PREVIEW_SIZE = 160;

const FileInput = styled.input`
  padding: 8px 0;
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Preview = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  margin: 0 0 16px;
  & > img {
    width: ${PREVIEW_SIZE}px;
    height: ${PREVIEW_SIZE}px;
    object-fit: cover;
    border-radius: ${(p) => p.theme.radii.lg};
    background: ${(p) => p.theme.colors.border};
  }
  & > figcaption {
    font-size: 0.9rem;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** The photo to show: the main photo, else the newest upload. */
const shownPhoto = (photos: readonly OwnPhoto[]): OwnPhoto | undefined => photos.find((p) => p.main) ?? photos[photos.length - 1];

/** Step 1: a profile photo. The file is checked here, sent as it is (POST /api/photo.php) and shown from the CDN. */
export function PhotoStep({ profile, settings, onProfile, onNext, headingRef }: StepProps) {
  const { t } = useT('auth');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploaded, setUploaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const photo = shownPhoto(profile.photos);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const field = e.currentTarget;
    const file = field.files?.[0];
    if (!file) return;
    setUploaded(false);
    const problem = photoFileProblem(file);
    if (problem) {
      setError(problem === 'type' ? t('completeSignup.photo.wrongType') : t('completeSignup.photo.tooLarge', { mb: PHOTO_MAX_MB }));
      field.value = '';
      return;
    }
    setError(null);
    setUploading(true);
    try {
      const { photo: added } = await http.call(ENDPOINTS.uploadPhoto, {
        body: file,
        headers: { 'Content-Type': file.type },
      });
      onProfile({ ...profile, photos: [...profile.photos, added] });
      setUploaded(true);
    } catch (err) {
      setError(errorText(err, { generic: t('completeSignup.errors.generic'), network: t('completeSignup.errors.network') }));
    } finally {
      setUploading(false);
      field.value = '';
    }
  };

  const onSubmit = () => {
    if (profile.photos.length > 0) {
      onNext();
      return;
    }
    setError(t('completeSignup.photo.required'));
    input.current?.focus();
  };

  const errorId = `${id}-error`;
  return (
    <StepFrame
      title={t('completeSignup.photo.title')}
      intro={t('completeSignup.photo.intro')}
      headingRef={headingRef}
      onSubmit={onSubmit}
      onSkip={onNext}
      busy={uploading}
      busyLabel={t('completeSignup.photo.uploading')}
    >
      {photo && (
        <Preview>
          <img
            src={cdnUrl(settings.cdn_prefix, photo.filename)}
            alt={t('completeSignup.photo.preview')}
            width={PREVIEW_SIZE}
            height={PREVIEW_SIZE}
            decoding="async"
          />
          {photo.status === 'pending' && <figcaption>{t('completeSignup.photo.pending')}</figcaption>}
          {photo.status === 'rejected' && <figcaption>{t('completeSignup.photo.rejected')}</figcaption>}
        </Preview>
      )}
      {uploaded && <Alert variant="success">{t('completeSignup.photo.uploaded')}</Alert>}
      <Field>
        <label htmlFor={id}>{t('completeSignup.photo.input')}</label>
        <FileInput
          ref={input}
          id={id}
          type="file"
          accept={PHOTO_CONTENT_TYPES.join(',')}
          onChange={onFile}
          disabled={uploading}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(`${id}-hint`, error && errorId)}
        />
        <Hint id={`${id}-hint`}>{t('completeSignup.photo.hint', { mb: PHOTO_MAX_MB })}</Hint>
        <FieldError id={errorId}>{error}</FieldError>
      </Field>
    </StepFrame>
  );
}
