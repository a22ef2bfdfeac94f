import { useId } from 'react';
import { GENDERS, type Gender } from 'shared-kernel/contract/profile-attributes';
import { useT } from 'shared-kernel/i18n';
import { ChoiceChip, FieldError, Fieldset, describedBy } from 'shared-kernel/ui/FormParts';
import { Choices } from './FormParts';
import '../i18n';

export interface GenderFieldProps {
  /** Group name and id prefix ('gender' or 'seeking'). */
  name: string;
  legend: string;
  value: Gender | '';
  onChange: (value: Gender) => void;
  error?: string;
  /** Receives the first radio button, which gets the focus when the group is invalid. */
  firstRef?: (el: HTMLInputElement | null) => void;
}

/** "Ik ben een" / "Ik zoek een": a radio group with man and vrouw. */
export function GenderField({ name, legend, value, onChange, error, firstRef }: GenderFieldProps) {
  const { t } = useT('auth');
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Fieldset aria-describedby={describedBy(error && errorId)}>
      <legend>{legend}</legend>
      <Choices>
        {GENDERS.map((gender, i) => (
          <ChoiceChip key={gender} $checked={value === gender} $invalid={Boolean(error)}>
            <input
              ref={i === 0 ? firstRef : undefined}
              type="radio"
              name={`${id}-${name}`}
              value={gender}
              checked={value === gender}
              onChange={() => onChange(gender)}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(error && errorId)}
            />
            {t(`signup.form.${gender}`)}
          </ChoiceChip>
        ))}
      </Choices>
      <FieldError id={errorId}>{error}</FieldError>
    </Fieldset>
  );
}
