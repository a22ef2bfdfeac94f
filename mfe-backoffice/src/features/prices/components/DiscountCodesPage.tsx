import { useState, type FormEvent } from 'react';
import type { AdminDiscountCode, AdminPrices } from 'shared-kernel/contract/admin-prices';
import { CHECKOUT_METHODS } from 'shared-kernel/contract/constants';
import { useT } from 'shared-kernel/i18n';
import { ruleText } from 'shared-kernel/i18n/rules';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { Field, Fieldset, Hint, Select } from 'shared-kernel/ui/FormParts';
import { Loaded, useErrorText } from 'shared-kernel/ui/LoadError';
import { TextField } from 'shared-kernel/ui/TextField';
import { createDiscountCode, deactivateDiscountCode, loadDiscountCodes } from '../api/prices';
import { centsOf, Check, euro, Muted, Panel, TableScroll, TallFormGrid } from './parts';
import '../i18n';

type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];
type Country = AdminPrices['countries'][number];
type Message = { ok: boolean; text: string } | null;

const day = (iso: string) => new Date(iso).toLocaleString('nl-NL', { timeZone: 'Europe/Amsterdam', dateStyle: 'medium', timeStyle: 'short' });

/** The end of a chosen day (yyyy-mm-dd) in the browser's time zone, as ISO. */
const endOfDay = (date: string): string => new Date(`${date}T23:59:59`).toISOString();

function Rules({ code }: { code: AdminDiscountCode }) {
  const { t } = useT('backoffice');
  const rules = [
    code.kind !== 'code' ? t(`codes.kind.${code.kind}`) : null,
    code.country ?? t('codes.everywhere'),
    code.validity === 'once-per-user' ? t('codes.oncePerUser') : t('codes.unlimited'),
    code.max_uses !== null ? t('codes.maxUses', { count: code.max_uses }) : null,
    code.minimum_order_value > 0 ? t('codes.minimum', { amount: euro(code.minimum_order_value, code.currency ?? 'EUR') }) : null,
    code.paymentmethods ? t('codes.methods', { methods: code.paymentmethods.map((m) => t(`codes.methodNames.${m}`)).join(', ') }) : null,
    code.user_id !== null ? t('codes.member', { id: code.user_id }) : null,
    code.first_purchase_only ? t('codes.firstPurchase') : null,
  ].filter((r): r is string => r !== null);
  return <>{rules.join(' · ')}</>;
}

function CreateCodeForm({ countries, onCreated }: { countries: Country[]; onCreated: (code: AdminDiscountCode) => void }) {
  const { t } = useT('backoffice');
  const errorText = useErrorText();
  const [code, setCode] = useState('');
  const [percentage, setPercentage] = useState('');
  const [country, setCountry] = useState('');
  const [minimum, setMinimum] = useState('');
  const [validity, setValidity] = useState<'once-per-user' | 'unlimited'>('once-per-user');
  const [expires, setExpires] = useState('');
  const [methods, setMethods] = useState<CheckoutMethod[]>([]);
  const [member, setMember] = useState('');
  const [maxUses, setMaxUses] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const minimumCents = minimum.trim() === '' ? 0 : centsOf(minimum);
    if (Number.isNaN(minimumCents)) return setMessage({ ok: false, text: t('codes.create.amountInvalid') });
    const value = Number(percentage.trim().replace(',', '.'));
    if (!(value > 0 && value <= 100)) return setMessage({ ok: false, text: ruleText('codes.percentageInvalid', 'backoffice') });
    const userId = member.trim() === '' ? null : Number(member.trim());
    if (userId !== null && !(Number.isInteger(userId) && userId > 0)) return setMessage({ ok: false, text: t('codes.create.memberInvalid') });
    const limit = maxUses.trim() === '' ? null : Number(maxUses.trim());
    if (limit !== null && !(Number.isInteger(limit) && limit > 0)) return setMessage({ ok: false, text: ruleText('codes.maxUsesInvalid', 'backoffice') });
    const place = countries.find((c) => c.country === country);
    setBusy(true);
    setMessage(null);
    try {
      const created = await createDiscountCode({
        code,
        country: place?.country ?? null,
        currency: place?.currency ?? null,
        value_percentage: value,
        minimum_order_value: minimumCents,
        validity,
        max_uses: limit,
        expires: expires ? endOfDay(expires) : null,
        paymentmethods: methods.length > 0 ? methods : null,
        user_id: userId,
      });
      onCreated(created.code);
      setMessage({ ok: true, text: t('codes.create.done', { code: created.code.code }) });
      setCode('');
      setPercentage('');
      setMinimum('');
      setExpires('');
      setMethods([]);
      setMember('');
      setMaxUses('');
    } catch (err) {
      setMessage({ ok: false, text: errorText(err) });
    } finally {
      setBusy(false);
    }
  };

  const toggle = (m: CheckoutMethod, on: boolean) => setMethods((list) => (on ? [...list, m] : list.filter((x) => x !== m)));
  return (
    <Panel aria-labelledby="create-code-heading">
      <h2 id="create-code-heading">{t('codes.create.heading')}</h2>
      {message && (
        <Alert variant={message.ok ? 'success' : 'danger'} role={message.ok ? 'status' : 'alert'} style={{ marginBottom: 12 }}>
          {message.text}
        </Alert>
      )}
      <TallFormGrid onSubmit={(e) => void submit(e)}>
        <TextField label={t('codes.create.code')} hint={t('codes.create.codeHint')} autoComplete="off" value={code} onValueChange={setCode} required />
        <TextField label={t('codes.create.percentage')} inputMode="decimal" value={percentage} onValueChange={setPercentage} required />
        <Field $flush>
          <label htmlFor="code-country">{t('codes.create.country')}</label>
          <Select id="code-country" value={country} onChange={(e) => setCountry(e.target.value)}>
            <option value="">{t('codes.create.allCountries')}</option>
            {countries.map((c) => (
              <option key={c.country} value={c.country}>
                {c.country} ({c.currency})
              </option>
            ))}
          </Select>
        </Field>
        <TextField label={t('codes.create.minimum')} inputMode="decimal" value={minimum} onValueChange={setMinimum} />
        <Field $flush>
          <label htmlFor="code-validity">{t('codes.create.validity')}</label>
          <Select id="code-validity" value={validity} onChange={(e) => setValidity(e.target.value === 'unlimited' ? 'unlimited' : 'once-per-user')}>
            <option value="once-per-user">{t('codes.create.oncePerUser')}</option>
            <option value="unlimited">{t('codes.create.unlimited')}</option>
          </Select>
        </Field>
        <TextField label={t('codes.create.maxUses')} hint={t('codes.create.maxUsesHint')} inputMode="numeric" value={maxUses} onValueChange={setMaxUses} />
        <TextField label={t('codes.create.expires')} hint={t('codes.create.expiresHint')} type="date" value={expires} onValueChange={setExpires} />
        <TextField label={t('codes.create.member')} hint={t('codes.create.memberHint')} inputMode="numeric" value={member} onValueChange={setMember} />
        <Fieldset style={{ gridColumn: '1 / -1', margin: 0 }}>
          <legend>{t('codes.create.methods')}</legend>
          <Hint>{t('codes.create.methodsHint')}</Hint>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            {CHECKOUT_METHODS.map((m) => (
              <Check key={m} label={t(`codes.methodNames.${m}`)} checked={methods.includes(m)} onChange={(on) => toggle(m, on)} />
            ))}
          </div>
        </Fieldset>
        <Button type="submit" disabled={busy}>
          {busy ? t('codes.create.busy') : t('codes.create.submit')}
        </Button>
      </TallFormGrid>
    </Panel>
  );
}

function Codes({ initial, countries }: { initial: AdminDiscountCode[]; countries: Country[] }) {
  const { t } = useT('backoffice');
  const errorText = useErrorText();
  const [codes, setCodes] = useState(initial);
  const [busy, setBusy] = useState<number | null>(null);
  const [message, setMessage] = useState<Message>(null);

  const deactivate = async (code: AdminDiscountCode) => {
    setBusy(code.id);
    setMessage(null);
    try {
      const { code: after } = await deactivateDiscountCode(code.id);
      setCodes((list) => list.map((c) => (c.id === after.id ? after : c)));
      setMessage({ ok: true, text: t('codes.deactivated', { code: after.code }) });
    } catch (err) {
      setMessage({ ok: false, text: errorText(err) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <CreateCodeForm countries={countries} onCreated={(code) => setCodes((list) => [code, ...list])} />
      {message && (
        <Alert variant={message.ok ? 'success' : 'danger'} role={message.ok ? 'status' : 'alert'} style={{ margin: '16px 0 0' }}>
          {message.text}
        </Alert>
      )}
      <div style={{ marginTop: 16 }}>
        {codes.length === 0 ? (
          <p>{t('codes.none')}</p>
        ) : (
          <TableScroll tabIndex={0} role="region" aria-label={t('codes.listCaption')}>
            <table>
              <caption>{t('codes.listCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('codes.columns.code')}</th>
                  <th scope="col">{t('codes.columns.discount')}</th>
                  <th scope="col">{t('codes.columns.rules')}</th>
                  <th scope="col">{t('codes.columns.ends')}</th>
                  <th scope="col">{t('codes.columns.use')}</th>
                  <th scope="col">{t('codes.columns.status')}</th>
                  <th scope="col">{t('codes.columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {codes.map((c) => (
                  <tr key={c.id} data-code={c.code}>
                    <th scope="row">{c.code}</th>
                    <td>{c.value_percentage.toLocaleString('nl-NL')}%</td>
                    <td>
                      <Rules code={c} />
                    </td>
                    <td>
                      {c.expires ? day(c.expires) : c.valid_seconds_after_signup ? t('codes.afterSignup', { hours: Math.round(c.valid_seconds_after_signup / 3600) }) : <Muted>{t('codes.noEnd')}</Muted>}
                    </td>
                    <td style={{ whiteSpace: 'nowrap' }}>{t('codes.use', { redeemed: c.redeemed, reserved: c.reserved })}</td>
                    <td>{c.status !== 'active' ? t('codes.inactive') : c.expires && Date.parse(c.expires) <= Date.now() ? t('codes.expired') : t('codes.active')}</td>
                    <td>
                      {c.status === 'active' && (
                        <Button variant="danger" size="sm" style={{ minHeight: 44 }} disabled={busy === c.id} aria-label={t('codes.deactivateLabel', { code: c.code })} onClick={() => void deactivate(c)}>
                          {t('codes.deactivate')}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </div>
    </>
  );
}

/** /admin/discount-codes (admins): every code with its rules and use; create one, switch one off. */
export default function DiscountCodesPage() {
  const { t } = useT('backoffice');
  return (
    <>
      <h1>{t('codes.heading')}</h1>
      <p>{t('codes.intro')}</p>
      <Loaded load={loadDiscountCodes} loadingLabel={t('codes.loading')}>
        {(data) => <Codes initial={data.codes} countries={data.countries} />}
      </Loaded>
    </>
  );
}
