import { useCallback, useEffect, useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import type { OwnPhoto } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { PHOTO_CONTENT_TYPES } from 'shared-kernel/contract/profile-rules';
import { http } from 'shared-kernel/http';
import { useT } from 'shared-kernel/i18n';
import { Alert } from 'shared-kernel/ui/Alert';
import { isSmartphone } from 'shared-kernel/navigation';
import { FieldError, Hint, describedBy } from 'shared-kernel/ui/FormParts';
import { errorText } from 'shared-kernel/utils/apiError';
import { cdnUrl } from 'shared-kernel/utils/cdnUrl';
import { photoFileProblem, PHOTO_MAX_MB } from 'shared-kernel/utils/photoFile';
import { PhotoPicker } from './PhotoPicker';
import { StepFrame } from './StepFrame';
import type { StepProps } from './stepProps';
import '../i18n';

/** On a phone the dialog offers the camera and the photo library ("image/*", no `capture`). */
const PHONE_ACCEPT = 'image/*';

const Caption = styled.p`
  && {
    margin: 0;
  }
  font-size: 0.9rem;
  color: ${(p) => p.theme.colors.textMuted};
`;

/** A local preview of the chosen file while it uploads (blob: URL), released when it is replaced. */
function useLocalPreview(): [string | null, (file: File | null) => void] {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  const show = useCallback((file: File | null) => {
    setUrl(file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
  }, []);
  return [url, show];
}

/** The photo to show: the main photo, else the newest upload. */
const shownPhoto = (photos: readonly OwnPhoto[]): OwnPhoto | undefined => photos.find((p) => p.main) ?? photos[photos.length - 1];

/**
 * Step 1: a profile photo, chosen with the styled picker (camera or library on a phone). The file is
 * checked here, shown at once from the device, sent as it is (POST /api/photo.php) and then shown
 * from the CDN. Until there is a photo the picker is the step's one button ("Overslaan" aside);
 * then "Volgende".
 */
export function PhotoStep({ profile, settings, onProfile, onNext, headingRef }: StepProps) {
  const { t } = useT('auth');
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [uploaded, setUploaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const photo = shownPhoto(profile.photos);
  const [local, showLocal] = useLocalPreview();
  const [accept] = useState(() => (isSmartphone() ? PHONE_ACCEPT : PHOTO_CONTENT_TYPES.join(',')));

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
    showLocal(file);
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
      showLocal(null);
      setUploading(false);
      field.value = '';
    }
  };

  const errorId = `${id}-error`;
  // The file just chosen while it uploads, else the saved photo from the CDN.
  const preview = local
    ? { src: local, alt: t('completeSignup.photo.chosen') }
    : photo
      ? { src: cdnUrl(settings.cdn_prefix, photo.filename), alt: t('completeSignup.photo.preview') }
      : null;
  const review = !local && (photo?.status === 'pending' || photo?.status === 'rejected') ? photo.status : null;
  return (
    <StepFrame
      title={t('completeSignup.photo.title')}
      intro={t('completeSignup.photo.intro')}
      headingRef={headingRef}
      // One call to action at a time: choosing a photo, then "Volgende" once there is one.
      onSubmit={photo ? onNext : undefined}
      onSkip={onNext}
      busy={uploading}
      busyLabel={t('completeSignup.photo.uploading')}
    >
      <PhotoPicker
        id={id}
        label={t(photo ? 'completeSignup.photo.change' : 'completeSignup.photo.input')}
        accept={accept}
        onChange={onFile}
        disabled={uploading}
        invalid={Boolean(error)}
        describedBy={describedBy(`${id}-hint`, error && errorId)}
        busy={uploading}
        preview={preview}
        caption={review && <Caption>{t(`completeSignup.photo.${review}`)}</Caption>}
      >
        <Hint id={`${id}-hint`}>
          {accept === PHONE_ACCEPT ? `${t('completeSignup.photo.phoneHint')} ` : ''}
          {t('completeSignup.photo.hint', { mb: PHOTO_MAX_MB })}
        </Hint>
        <FieldError id={errorId}>{error}</FieldError>
      </PhotoPicker>
      {uploaded && <Alert variant="success">{t('completeSignup.photo.uploaded')}</Alert>}
    </StepFrame>
  );
}
