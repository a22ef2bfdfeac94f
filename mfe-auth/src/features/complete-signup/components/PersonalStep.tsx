import { useId, useState } from 'react';
import type { UpdateProfileBody } from 'shared-kernel/contract';
import { BODY_TYPES, EYE_COLOURS, HAIR_COLOURS, RELATIONSHIP_STATUSES } from 'shared-kernel/contract/profile-attributes';
import { useT } from 'shared-kernel/i18n';
import { Field, Select } from 'shared-kernel/ui/FormParts';
import { useProfileStep } from '../hooks/useProfileStep';
import { StepFrame } from './StepFrame';
import type { StepProps } from './stepProps';
import '../i18n';

type Attribute = 'hair_colour' | 'eye_colour' | 'body_type' | 'relationship_status';

/** The attributes this step asks, with the codes of the contract (their Dutch labels are in i18n). */
export const PERSONAL_ATTRIBUTES: readonly { name: Attribute; codes: readonly string[] }[] = [
  { name: 'hair_colour', codes: HAIR_COLOURS },
  { name: 'eye_colour', codes: EYE_COLOURS },
  { name: 'body_type', codes: BODY_TYPES },
  { name: 'relationship_status', codes: RELATIONSHIP_STATUSES },
];

/** Step 3: hair colour, eye colour, body type, relationship status → PUT /api/profile.php. */
export function PersonalStep({ profile, ...step }: StepProps) {
  const { t } = useT('auth');
  const id = useId();
  const [values, setValues] = useState<Record<Attribute, string>>({
    hair_colour: profile.hair_colour ?? '',
    eye_colour: profile.eye_colour ?? '',
    body_type: profile.body_type ?? '',
    relationship_status: profile.relationship_status ?? '',
  });
  // '' is "no answer": stored as null. The selects only offer the contract's codes.
  const body = Object.fromEntries(PERSONAL_ATTRIBUTES.map(({ name }) => [name, values[name] || null])) as Pick<UpdateProfileBody, Attribute>;
  const frame = useProfileStep(step, body);

  return (
    <StepFrame title={t('completeSignup.personal.title')} intro={t('completeSignup.personal.intro')} {...frame}>
      {PERSONAL_ATTRIBUTES.map(({ name, codes }) => (
        <Field key={name}>
          <label htmlFor={`${id}-${name}`}>{t(`completeSignup.personal.${name}`)}</label>
          <Select id={`${id}-${name}`} value={values[name]} onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}>
            <option value="">{t('completeSignup.personal.choose')}</option>
            {codes.map((code) => (
              <option key={code} value={code}>
                {t(`completeSignup.attributes.${name}.${code}`)}
              </option>
            ))}
          </Select>
        </Field>
      ))}
    </StepFrame>
  );
}
