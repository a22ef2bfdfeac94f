import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { electronicFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
import type { DirectDebitForm } from 'shared-kernel/contract';
import { isHouseNumber, isZip, mandateText, normalizePhone } from 'shared-kernel/contract/direct-debit-rules';
import { useT } from 'shared-kernel/i18n';
import { ruleText } from 'shared-kernel/i18n/rules';
import { Button } from 'shared-kernel/ui/Button';
import { FieldError } from 'shared-kernel/ui/FormParts';
import { PaymentFailure } from '../../../components/PaymentFailure';
import { TextField } from 'shared-kernel/ui/TextField';

type Fields = Omit<DirectDebitForm, 'bundle_id' | 'consent'>;
export const EMPTY_FIELDS: Fields = { account_holder: '', iban: '', street: '', house_number: '', zip: '', city: '', phone: '' };

const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: 1fr;
  @media (min-width: 576px) {
    grid-template-columns: 2fr 1fr;
  }
`;

const Stack = styled.div`
  display: grid;
  gap: 16px;
  margin-bottom: 16px;
`;

const MandateText = styled.div`
  white-space: pre-line;
  font-size: 0.9375rem;
  padding: 12px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  overflow-wrap: anywhere;
`;

const Consent = styled.label`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  min-height: 44px;
  margin: 12px 0;
  font-weight: 600;
  input {
    width: 24px;
    height: 24px;
    flex: none;
    margin-top: 2px;
  }
`;

/** The IBAN check of the browser (ibantools, as the server): a rule code (rules.* of ../i18n), null when fine. */
export function ibanError(raw: string): string | null {
  const iban = electronicFormatIBAN(raw);
  if (!iban || !isValidIBAN(iban)) return 'directDebit.ibanInvalid';
  if (!isSEPACountry(iban.slice(0, 2))) return 'directDebit.ibanNotSepa';
  return null;
}

function errorsOf(f: Fields): Partial<Record<keyof Fields, string>> {
  const errors: Partial<Record<keyof Fields, string>> = {};
  if (f.account_holder.trim() === '') errors.account_holder = 'directDebit.holderRequired';
  const iban = ibanError(f.iban);
  if (iban) errors.iban = iban;
  if (f.street.trim() === '') errors.street = 'directDebit.streetRequired';
  if (!isHouseNumber(f.house_number)) errors.house_number = 'directDebit.houseNumberInvalid';
  if (!isZip(f.zip)) errors.zip = 'directDebit.zipInvalid';
  if (f.city.trim() === '') errors.city = 'directDebit.cityRequired';
  if (normalizePhone(f.phone) === null) errors.phone = 'directDebit.phoneInvalid';
  return errors;
}

interface Props {
  creditor: { name: string; id: string };
  initial: Fields;
  onSubmit: (fields: Fields) => Promise<void>;
}

/** SPEC §3's direct-debit form with the mandate text and the consent checkbox (SPEC §5). */
export function MandateForm({ creditor, initial, onSubmit }: Props) {
  const { t } = useT('payments');
  const [fields, setFields] = useState<Fields>(initial);
  const [consent, setConsent] = useState(false);
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const errors = shown ? errorsOf(fields) : {};
  const error = (name: keyof Fields) => ruleText(errors[name], 'payments');
  const set = (name: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [name]: value }));
  // Parts not typed yet read as placeholders (mandateText), so the text is clean before and while typing.
  const mandate = mandateText({
    creditorName: creditor.name,
    creditorId: creditor.id,
    accountHolder: fields.account_holder,
    iban: electronicFormatIBAN(fields.iban) ?? fields.iban.trim(),
    street: fields.street,
    houseNumber: fields.house_number,
    zip: fields.zip.trim().toUpperCase(),
    city: fields.city,
  }, (key, vars) => t(`directDebit.mandateText.${key}`, vars));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (Object.keys(errorsOf(fields)).length > 0 || !consent || busy) return;
    setBusy(true);
    setFailure(null);
    onSubmit(fields).catch((error: unknown) => {
      setFailure(error);
      setBusy(false);
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('directDebit.form.legend')}>
      <Stack>
        <TextField label={t('directDebit.form.accountHolder')} value={fields.account_holder} onValueChange={set('account_holder')} error={error('account_holder')} autoComplete="name" maxLength={70} />
        <TextField label={t('directDebit.form.iban')} value={fields.iban} onValueChange={set('iban')} error={error('iban')} hint={t('directDebit.form.ibanHint')} autoComplete="off" spellCheck={false} maxLength={42} />
        <Grid>
          <TextField label={t('directDebit.form.street')} value={fields.street} onValueChange={set('street')} error={error('street')} autoComplete="address-line1" maxLength={70} />
          <TextField label={t('directDebit.form.houseNumber')} value={fields.house_number} onValueChange={set('house_number')} error={error('house_number')} maxLength={10} />
        </Grid>
        <Grid>
          <TextField label={t('directDebit.form.city')} value={fields.city} onValueChange={set('city')} error={error('city')} autoComplete="address-level2" maxLength={35} />
          <TextField label={t('directDebit.form.zip')} value={fields.zip} onValueChange={set('zip')} error={error('zip')} autoComplete="postal-code" maxLength={10} />
        </Grid>
        <TextField label={t('directDebit.form.phone')} value={fields.phone} onValueChange={set('phone')} error={error('phone')} hint={t('directDebit.form.phoneHint')} type="tel" autoComplete="tel" maxLength={24} />
      </Stack>
      <h2>{t('directDebit.form.mandateHeading')}</h2>
      <MandateText data-testid="mandate-text">{mandate}</MandateText>
      <Consent>
        <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} aria-describedby={shown && !consent ? 'dd-consent-error' : undefined} />
        <span>{t('directDebit.form.consent')}</span>
      </Consent>
      <FieldError id="dd-consent-error">{shown && !consent ? ruleText('directDebit.consentRequired', 'payments') : null}</FieldError>
      {failure !== null && <PaymentFailure error={failure} />}
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
        {busy ? t('directDebit.form.busy') : t('directDebit.form.submit')}
      </Button>
    </form>
  );
}
