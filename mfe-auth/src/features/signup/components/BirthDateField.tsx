import { useId, useMemo, useSyncExternalStore } from 'react';
import { useT } from 'shared-kernel/i18n';
import { RENDER_YEAR_KEY } from 'shared-kernel/contract/constants';
import { pageDataValue } from 'shared-kernel/stores/pageData';
import { FieldError, Fieldset, Select, describedBy } from 'shared-kernel/ui/FormParts';
import { BIRTH_DAYS, BIRTH_MONTHS, birthYears, type BirthDateParts } from '../utils/birthDate';
import { DateParts } from './FormParts';
import '../i18n';

export interface BirthDateFieldProps {
  value: BirthDateParts;
  onChange: (value: BirthDateParts) => void;
  error?: string;
  /** Receives each select, so the first missing part can get the focus. */
  partRef?: (part: keyof BirthDateParts, el: HTMLSelectElement | null) => void;
}

const PARTS: readonly (keyof BirthDateParts)[] = ['day', 'month', 'year'];

const noSubscription = () => () => undefined;
const localYear = () => new Date().getFullYear();
/** The server's year (Amsterdam) the page was rendered with, null on a page the browser rendered. */
const renderYear = () => {
  const year = pageDataValue(RENDER_YEAR_KEY);
  return typeof year === 'number' ? year : null;
};

/** The birth date as three selects (Dag, Maand, Jaar); the form combines them to YYYY-MM-DD. */
export function BirthDateField({ value, onChange, error, partRef }: BirthDateFieldProps) {
  const { t } = useT('auth');
  const id = useId();
  const errorId = `${id}-error`;
  // "This year" is the visitor's (time zone, clock), which a server render (issue 16) cannot know: the
  // server's HTML and hydration offer the years from the server's year, so a visitor can choose before
  // hydration (issue 29); the browser's render right after uses its own year if that differs.
  const thisYear = useSyncExternalStore(noSubscription, localYear, renderYear);
  const years = useMemo(() => (thisYear === null ? [] : birthYears(thisYear)), [thisYear]);
  const common = {
    $invalid: Boolean(error),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(error && errorId),
  } as const;
  const set = (part: keyof BirthDateParts) => (e: { target: { value: string } }) => onChange({ ...value, [part]: e.target.value });
  const choices: Record<keyof BirthDateParts, { value: number; label: string }[]> = {
    day: BIRTH_DAYS.map((d) => ({ value: d, label: String(d) })),
    month: BIRTH_MONTHS.map((m) => ({ value: m, label: t(`signup.form.months.${m}`) })),
    year: years.map((y) => ({ value: y, label: String(y) })),
  };

  return (
    <Fieldset>
      <legend>{t('signup.form.birthDate')}</legend>
      <DateParts>
        {PARTS.map((part) => (
          <div key={part}>
            <label htmlFor={`${id}-${part}`}>{t(`signup.form.${part}`)}</label>
            <Select
              id={`${id}-${part}`}
              ref={(el) => partRef?.(part, el)}
              value={value[part]}
              onChange={set(part)}
              autoComplete={`bday-${part}`}
              {...common}
            >
              <option value="">{t(`signup.form.${part}`)}</option>
              {choices[part].map((choice) => (
                <option key={choice.value} value={String(choice.value)}>
                  {choice.label}
                </option>
              ))}
            </Select>
          </div>
        ))}
      </DateParts>
      <FieldError id={errorId}>{error}</FieldError>
    </Fieldset>
  );
}
