import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { Button } from 'shared-kernel/ui/Button';
import { describedBy, FieldError, Hint, Input } from 'shared-kernel/ui/FormParts';
import { useErrorText } from 'shared-kernel/ui/LoadError';
import type { DiscountState } from '../hooks/useDiscount';
import './i18n';

const Form = styled.form`
  display: grid;
  gap: 6px;
  margin: 0 0 16px;
  max-width: 480px;
  label {
    font-weight: 600;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 8px;
  input {
    flex: 1;
    min-width: 10em;
    text-transform: uppercase;
  }
`;

const Applied = styled.p`
  && {
    margin: 0;
  }
  font-weight: 600;
  color: ${(p) => p.theme.colors.success};
`;

export interface DiscountCodeFieldProps {
  /** The code in use and what the server said of it. */
  discount: DiscountState;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/**
 * The discount code field of /credits and the method page (SPEC §3, §5): the server's answer is
 * shown under it ('Code niet gevonden', 'Code reeds gebruikt', or the discount that now applies).
 */
export function DiscountCodeField({ discount, onApply, onRemove }: DiscountCodeFieldProps) {
  const { t } = useT('payments');
  const errorText = useErrorText();
  const id = useId();
  const current = discount.status === 'none' ? '' : discount.code;
  const [value, setValue] = useState(current);
  const [shownFor, setShownFor] = useState(current);
  if (shownFor !== current) {
    // Another code came in through the address (or the active code): show it.
    setShownFor(current);
    setValue(current);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const code = value.trim();
    if (code) onApply(code);
    else onRemove();
  };
  const error = discount.status === 'refused' ? errorText(discount.error) : null;
  const applied = discount.status === 'applied' ? discount.answer.discountcode : null;
  return (
    <Form onSubmit={submit} data-discount-code-form>
      <label htmlFor={`${id}-code`}>{t('discount.label')}</label>
      <Row>
        <Input
          id={`${id}-code`}
          name="code"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          $invalid={error !== null}
          aria-invalid={error !== null}
          aria-describedby={describedBy(error && `${id}-error`, applied && `${id}-applied`)}
        />
        <Button type="submit" variant="outline" disabled={discount.status === 'loading'}>
          {t('discount.apply')}
        </Button>
      </Row>
      <FieldError id={`${id}-error`}>{error}</FieldError>
      {applied && (
        <Row>
          <Applied id={`${id}-applied`} role="status">
            {t('discount.applied', { code: applied.code, percentage: applied.value_percentage })}
          </Applied>
          <Button variant="link" onClick={onRemove}>
            {t('discount.remove')}
          </Button>
        </Row>
      )}
      {applied?.paymentmethods && <Hint>{t('discount.methodsOnly', { methods: applied.paymentmethods.map((m) => t(`methods.${m}`)).join(', ') })}</Hint>}
    </Form>
  );
}
