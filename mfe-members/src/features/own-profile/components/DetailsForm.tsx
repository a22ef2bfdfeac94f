import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { OwnProfile, Sexuality } from 'shared-kernel/contract';
import { nameError, NAME_MAX_LENGTH } from 'shared-kernel/contract/account-rules';
import { ABOUT_MAX_LENGTH, MAX_INTERESTS } from 'shared-kernel/contract/profile-rules';
import { BODY_TYPES, EYE_COLOURS, HAIR_COLOURS, RELATIONSHIP_STATUSES, SEXUALITIES } from 'shared-kernel/contract/profile-attributes';
import { HttpError } from 'shared-kernel/http';
import { useT } from 'shared-kernel/i18n';
import { ruleText } from 'shared-kernel/i18n/rules';
import { loadInterests, useInterests } from 'shared-kernel/stores/interests';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { ChoiceChip, Counter, Field, FieldError, Fieldset, Hint, Input, Select, TextArea, describedBy } from 'shared-kernel/ui/FormParts';
import { LocationFields } from 'shared-kernel/ui/LocationFields';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { useErrorText } from 'shared-kernel/ui/LoadError';
import { saveOwnProfile } from '../api/ownProfile';
import { ATTRIBUTE_FIELDS, changedFields, formValuesOf, hasChanges, type AttributeField, type ProfileFormValues } from '../utils/changes';
import '../../../components/i18n';
import '../i18n';

const ATTRIBUTE_CODES: Record<AttributeField, readonly string[]> = {
  hair_colour: HAIR_COLOURS,
  eye_colour: EYE_COLOURS,
  body_type: BODY_TYPES,
  relationship_status: RELATIONSHIP_STATUSES,
};

/** Fields whose server error is shown below the field itself; others are shown above the button. */
const FIELD_ERRORS = ['name', 'about', 'interests'] as const;
type ErrorField = (typeof FIELD_ERRORS)[number];

const Selects = styled.div`
  display: grid;
  gap: 0 16px;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;

/** Two columns on a phone; a long single word ("Vrijwilligerswerk") breaks inside its chip rather than sticking out. */
const CheckboxGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 8px;
  margin: 8px 0;
  & > label {
    min-width: 0;
    overflow-wrap: anywhere;
    hyphens: auto;
  }
  & > label > input {
    flex: none;
  }
`;

const Submit = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  & > p {
    margin: 0;
  }
`;

/** The field a validation error of the server is about, when it sent one. */
function errorField(error: unknown): ErrorField | null {
  if (!(error instanceof HttpError)) return null;
  const field = (error.body as { field?: unknown } | null | undefined)?.field;
  return (FIELD_ERRORS as readonly unknown[]).includes(field) ? (field as ErrorField) : null;
}

export interface DetailsFormProps {
  profile: OwnProfile;
  /** The countries of the site (settings.countries) for the location. */
  countries: readonly string[];
  /** The profile as the server saved it. */
  onSaved: (profile: OwnProfile) => void;
}

/**
 * Name, about me, the attributes, interests and location, saved with one "Opslaan": only the
 * changed fields go to PUT /api/profile.php. The name is checked here first (SPEC §5); the server
 * also checks it against the e-mail address, which the page does not know.
 */
export function DetailsForm({ profile, countries, onSaved }: DetailsFormProps) {
  const { t } = useT('members');
  const id = useId();
  const text = useErrorText();
  const interests = useInterests();
  const [interestsFailed, setInterestsFailed] = useState(false);
  useEffect(() => {
    loadInterests().catch(() => setInterestsFailed(true));
  }, []);

  const [values, setValues] = useState<ProfileFormValues>(() => formValuesOf(profile));
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<'saved' | 'nothingChanged' | null>(null);
  const [errors, setErrors] = useState<Partial<Record<ErrorField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const aboutRef = useRef<HTMLTextAreaElement>(null);
  const interestsRef = useRef<HTMLFieldSetElement>(null);
  const formErrorRef = useRef<HTMLDivElement>(null);

  const body = changedFields(profile, values);
  const dirty = hasChanges(body);
  const interestsFull = values.interests.length >= MAX_INTERESTS;

  const edit = (patch: Partial<ProfileFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setResult(null);
  };

  const toggleInterest = (interestId: number, on: boolean) =>
    edit({
      interests: on
        ? values.interests.includes(interestId) || values.interests.length >= MAX_INTERESTS
          ? values.interests
          : [...values.interests, interestId]
        : values.interests.filter((i) => i !== interestId),
    });

  const focusField = (field: ErrorField) => {
    if (field === 'name') nameRef.current?.focus();
    else if (field === 'about') aboutRef.current?.focus();
    else interestsRef.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setFormError(null);
    setResult(null);
    const problem = body.name !== undefined ? nameError(body.name) : null;
    if (problem) {
      setErrors({ name: problem });
      nameRef.current?.focus();
      return;
    }
    setErrors({});
    if (!dirty) {
      setResult('nothingChanged');
      return;
    }
    setSaving(true);
    try {
      const saved = await saveOwnProfile(body);
      setValues(formValuesOf(saved));
      setResult('saved');
      onSaved(saved);
    } catch (error) {
      const message = text(error);
      const field = errorField(error);
      if (field) {
        setErrors({ [field]: message });
        focusField(field);
      } else {
        setFormError(message);
        // The alert is announced; focus follows so the keyboard is where the problem is told.
        requestAnimationFrame(() => formErrorRef.current?.focus());
      }
    } finally {
      setSaving(false);
    }
  };

  const headingId = `${id}-heading`;
  const nameErrorId = `${id}-name-error`;
  const aboutErrorId = `${id}-about-error`;
  const interestsErrorId = `${id}-interests-error`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('ownProfile.details.heading')}</h2>
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby={headingId}>
        <Field>
          <label htmlFor={`${id}-name`}>{t('ownProfile.details.name')}</label>
          <Input
            ref={nameRef}
            id={`${id}-name`}
            value={values.name}
            maxLength={NAME_MAX_LENGTH}
            autoComplete="nickname"
            required
            onChange={(e) => {
              edit({ name: e.target.value });
              if (errors.name) setErrors((er) => ({ ...er, name: undefined }));
            }}
            $invalid={Boolean(errors.name)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy(`${id}-name-hint`, errors.name && nameErrorId)}
          />
          <Hint id={`${id}-name-hint`}>{t('ownProfile.details.nameHint')}</Hint>
          <FieldError id={nameErrorId}>{ruleText(errors.name, 'members')}</FieldError>
        </Field>

        <Field>
          <label htmlFor={`${id}-about`}>{t('ownProfile.details.about')}</label>
          <TextArea
            ref={aboutRef}
            id={`${id}-about`}
            value={values.about}
            maxLength={ABOUT_MAX_LENGTH}
            rows={6}
            onChange={(e) => edit({ about: e.target.value })}
            $invalid={Boolean(errors.about)}
            aria-invalid={errors.about ? true : undefined}
            aria-describedby={describedBy(`${id}-about-counter`, errors.about && aboutErrorId)}
          />
          <Counter id={`${id}-about-counter`} $full={values.about.length >= ABOUT_MAX_LENGTH}>
            {t('ownProfile.details.counter', { count: values.about.length, max: ABOUT_MAX_LENGTH })}
          </Counter>
          <FieldError id={aboutErrorId}>{errors.about}</FieldError>
        </Field>

        <Selects>
          <Field>
            <label htmlFor={`${id}-sexuality`}>{t('attributes.labels.sexuality')}</label>
            <Select
              id={`${id}-sexuality`}
              value={values.sexuality}
              onChange={(e) => edit({ sexuality: e.target.value as Sexuality })}
            >
              {SEXUALITIES.map((code) => (
                <option key={code} value={code}>
                  {t(`attributes.sexuality.${code}`)}
                </option>
              ))}
            </Select>
          </Field>
          {ATTRIBUTE_FIELDS.map((field) => (
            <Field key={field}>
              <label htmlFor={`${id}-${field}`}>{t(`attributes.labels.${field}`)}</label>
              <Select
                id={`${id}-${field}`}
                value={values.attributes[field]}
                onChange={(e) => edit({ attributes: { ...values.attributes, [field]: e.target.value } })}
              >
                <option value="">{t('ownProfile.details.noAnswer')}</option>
                {ATTRIBUTE_CODES[field].map((code) => (
                  <option key={code} value={code}>
                    {t(`attributes.${field}.${code}`)}
                  </option>
                ))}
              </Select>
            </Field>
          ))}
        </Selects>

        <Fieldset
          ref={interestsRef}
          aria-describedby={describedBy(`${id}-interests-hint`, interestsFull && `${id}-interests-full`, errors.interests && interestsErrorId)}
        >
          <legend>{t('ownProfile.details.interests')}</legend>
          <Hint id={`${id}-interests-hint`}>{t('ownProfile.details.interestsHint', { max: MAX_INTERESTS })}</Hint>
          {interestsFailed && <Alert variant="info">{t('ownProfile.details.interestsFailed')}</Alert>}
          {!interests && !interestsFailed && <Spinner size={24} label={t('ownProfile.details.loadingInterests')} />}
          {interests && (
            <CheckboxGrid>
              {interests.map((interest) => {
                const checked = values.interests.includes(interest.id);
                const disabled = !checked && interestsFull;
                return (
                  <ChoiceChip key={interest.id} $checked={checked} $disabled={disabled}>
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={disabled}
                      onChange={(e) => toggleInterest(interest.id, e.target.checked)}
                    />
                    {interest.name}
                  </ChoiceChip>
                );
              })}
            </CheckboxGrid>
          )}
          {interestsFull && <Hint id={`${id}-interests-full`}>{t('ownProfile.details.interestsFull', { max: MAX_INTERESTS })}</Hint>}
          <FieldError id={interestsErrorId}>{errors.interests}</FieldError>
        </Fieldset>

        <Fieldset>
          <legend>{t('ownProfile.details.location')}</legend>
          <LocationFields value={values.location} onChange={(location) => edit({ location })} countries={countries} />
        </Fieldset>

        {formError && (
          <div ref={formErrorRef} tabIndex={-1}>
            <Alert variant="danger">{formError}</Alert>
          </div>
        )}
        {result === 'saved' && <Alert variant="success">{t('ownProfile.details.saved')}</Alert>}
        {result === 'nothingChanged' && <Alert variant="info">{t('ownProfile.details.nothingChanged')}</Alert>}
        <Submit>
          {/* Not disabled while saving: the button keeps the focus (a second submit is ignored). */}
          <Button type="submit" aria-disabled={saving || undefined} aria-busy={saving || undefined}>
            {saving ? t('ownProfile.details.saving') : t('ownProfile.details.save')}
          </Button>
          {dirty && !saving && <p>{t('ownProfile.details.unsaved')}</p>}
        </Submit>
      </form>
    </section>
  );
}
