import { useId, useMemo } from 'react';
import { useT } from 'shared-kernel/i18n';
import { BIRTH_DAYS, BIRTH_MONTHS, birthYears, type BirthDateParts } from '../utils/birthDate';
import { DateParts, ErrorText, Fieldset, Select, describedBy } from './FormParts';
import '../i18n';

export interface BirthDateFieldProps {
  value: BirthDateParts;
  onChange: (value: BirthDateParts) => void;
  error?: string;
  /** Receives each select, so the first missing part can get the focus. */
  partRef?: (part: keyof BirthDateParts, el: HTMLSelectElement | null) => void;
}

/** The birth date as three selects (Dag, Maand, Jaar); the form combines them to YYYY-MM-DD. */
export function BirthDateField({ value, onChange, error, partRef }: BirthDateFieldProps) {
  const { t } = useT('auth');
  const id = useId();
  const errorId = `${id}-error`;
  const years = useMemo(() => birthYears(), []);
  const common = {
    $invalid: Boolean(error),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(error && errorId),
  } as const;
  const set = (part: keyof BirthDateParts) => (e: { target: { value: string } }) => onChange({ ...value, [part]: e.target.value });

  return (
    <Fieldset>
      <legend>{t('signup.form.birthDate')}</legend>
      <DateParts>
        <div>
          <label htmlFor={`${id}-day`}>{t('signup.form.day')}</label>
          <Select id={`${id}-day`} ref={(el) => partRef?.('day', el)} value={value.day} onChange={set('day')} autoComplete="bday-day" {...common}>
            <option value="">{t('signup.form.day')}</option>
            {BIRTH_DAYS.map((d) => (
              <option key={d} value={String(d)}>
                {d}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={`${id}-month`}>{t('signup.form.month')}</label>
          <Select id={`${id}-month`} ref={(el) => partRef?.('month', el)} value={value.month} onChange={set('month')} autoComplete="bday-month" {...common}>
            <option value="">{t('signup.form.month')}</option>
            {BIRTH_MONTHS.map((m) => (
              <option key={m} value={String(m)}>
                {t(`signup.form.months.${m}`)}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={`${id}-year`}>{t('signup.form.year')}</label>
          <Select id={`${id}-year`} ref={(el) => partRef?.('year', el)} value={value.year} onChange={set('year')} autoComplete="bday-year" {...common}>
            <option value="">{t('signup.form.year')}</option>
            {years.map((y) => (
              <option key={y} value={String(y)}>
                {y}
              </option>
            ))}
          </Select>
        </div>
      </DateParts>
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Fieldset>
  );
}
