import { useEffect, useId, useState } from 'react';
import { ABOUT_MAX_LENGTH, MAX_INTERESTS } from 'shared-kernel/contract/profile-rules';
import { useT } from 'shared-kernel/i18n';
import { loadInterests, useInterests } from 'shared-kernel/stores/interests';
import { Alert } from 'shared-kernel/ui/Alert';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { ChoiceChip, Counter, Field, Fieldset, Hint, describedBy } from 'shared-kernel/ui/FormParts';
import { useProfileStep } from '../hooks/useProfileStep';
import { CheckboxGrid, LongTextArea } from './FormParts';
import { StepFrame } from './StepFrame';
import type { StepProps } from './stepProps';
import '../i18n';

/** Step 4: a text about yourself (max 2000) and up to 20 interests → PUT /api/profile.php. */
export function AboutStep({ profile, ...step }: StepProps) {
  const { t } = useT('auth');
  const id = useId();
  const interests = useInterests();
  const [interestsFailed, setInterestsFailed] = useState(false);
  useEffect(() => {
    loadInterests().catch(() => setInterestsFailed(true));
  }, []);

  const [about, setAbout] = useState(profile.about);
  const [chosen, setChosen] = useState<number[]>(profile.interests.slice(0, MAX_INTERESTS));
  const frame = useProfileStep(step, { about: about.trim(), interests: chosen });
  const full = chosen.length >= MAX_INTERESTS;

  const toggle = (interestId: number, on: boolean) =>
    setChosen((list) => (on ? (list.includes(interestId) || list.length >= MAX_INTERESTS ? list : [...list, interestId]) : list.filter((i) => i !== interestId)));

  return (
    <StepFrame title={t('completeSignup.about.title')} intro={t('completeSignup.about.intro')} {...frame}>
      <Field>
        <label htmlFor={`${id}-about`}>{t('completeSignup.about.text')}</label>
        <LongTextArea
          id={`${id}-about`}
          value={about}
          maxLength={ABOUT_MAX_LENGTH}
          onChange={(e) => setAbout(e.target.value)}
          aria-describedby={`${id}-counter`}
        />
        <Counter id={`${id}-counter`} $full={about.length >= ABOUT_MAX_LENGTH}>
          {t('completeSignup.about.counter', { count: about.length, max: ABOUT_MAX_LENGTH })}
        </Counter>
      </Field>
      <Fieldset aria-describedby={describedBy(`${id}-interests-hint`, full && `${id}-interests-full`)}>
        <legend>{t('completeSignup.about.interests')}</legend>
        <Hint id={`${id}-interests-hint`}>{t('completeSignup.about.interestsHint', { max: MAX_INTERESTS })}</Hint>
        {interestsFailed && <Alert variant="info">{t('completeSignup.about.interestsFailed')}</Alert>}
        {!interests && !interestsFailed && <Spinner size={24} label={t('completeSignup.about.loadingInterests')} />}
        {interests && (
          <CheckboxGrid>
            {interests.map((interest) => {
              const checked = chosen.includes(interest.id);
              const disabled = !checked && full;
              return (
                <ChoiceChip key={interest.id} $checked={checked} $disabled={disabled}>
                  <input type="checkbox" checked={checked} disabled={disabled} onChange={(e) => toggle(interest.id, e.target.checked)} />
                  {interest.name}
                </ChoiceChip>
              );
            })}
          </CheckboxGrid>
        )}
        {full && <Hint id={`${id}-interests-full`}>{t('completeSignup.about.interestsFull', { max: MAX_INTERESTS })}</Hint>}
      </Fieldset>
    </StepFrame>
  );
}
