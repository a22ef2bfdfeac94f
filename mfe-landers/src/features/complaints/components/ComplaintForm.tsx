import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  categoryError,
  COMPLAINT_CATEGORIES,
  COMPLAINT_LIMITS,
  explanationError,
  reporterEmailError,
  reporterNameError,
  urlsError,
  type ComplaintCategory,
} from 'shared-kernel/contract/complaint-rules';
import type { Complaint, ComplaintBody } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import { ruleTexts } from 'shared-kernel/i18n/rules';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { ChoiceChip, Counter, describedBy, Field, FieldError, Fieldset, Hint, Input, Select, TextArea } from 'shared-kernel/ui/FormParts';
import { HttpError } from 'shared-kernel/http';
import type { ComplaintPrefill } from '../utils/prefill';
import '../i18n';

type FieldName = 'category' | 'urls' | 'explanation' | 'name' | 'email' | 'good_faith';
type Errors = Partial<Record<FieldName, string>>;

const Form = styled.form`
  margin: 0;
`;

const Sent = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
`;

export interface ComplaintFormProps {
  /** A member is logged in: name and e-mail come from the account. */
  memberName: string | null;
  domain: string;
  prefill: ComplaintPrefill;
  submit: (body: ComplaintBody) => Promise<Complaint>;
  /** After a notice was stored (e.g. to refresh "Mijn meldingen"). */
  onSent?: (complaint: Complaint) => void;
}

/**
 * The notice of DSA art. 16: what it is about (category), where (the exact URL(s), pre-filled by a
 * report action), why (explanation), who (name and e-mail, or the member's account) and the
 * good-faith statement. Checked as the server checks it; the server's Dutch text shown on refusal.
 */
export function ComplaintForm({ memberName, domain, prefill, submit, onSent }: ComplaintFormProps) {
  const { t } = useT('landers');
  const ids = { category: useId(), urls: useId(), explanation: useId(), name: useId(), email: useId(), good_faith: useId() };
  const [category, setCategory] = useState<ComplaintCategory | ''>('');
  const [urls, setUrls] = useState(prefill.urls);
  const [explanation, setExplanation] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [goodFaith, setGoodFaith] = useState(false);
  const [foundErrors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<Complaint | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const visitor = memberName === null;

  const check = (): Errors => {
    const found: Errors = {};
    const put = (field: FieldName, error: string | null) => {
      if (error) found[field] = error;
    };
    put('category', categoryError(category));
    put('urls', urlsError(urls, category));
    put('explanation', explanationError(explanation));
    if (visitor) {
      put('name', reporterNameError(name));
      put('email', reporterEmailError(email));
    }
    if (!goodFaith) found.good_faith = 'complaints.goodFaithRequired';
    return found;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = check();
    setErrors(found);
    setFailure(null);
    const first = (Object.keys(ids) as FieldName[]).find((field) => found[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(ids[first])}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const complaint = await submit({
        category: category as ComplaintCategory,
        explanation: explanation.trim(),
        urls: urls.trim(),
        good_faith: true,
        ...(visitor ? { name: name.trim(), email: email.trim() } : {}),
        ...(prefill.profileId !== undefined ? { profile_id: prefill.profileId } : {}),
        ...(prefill.messageId !== undefined ? { message_id: prefill.messageId } : {}),
      });
      setSent(complaint);
      onSent?.(complaint);
      requestAnimationFrame(() => sentRef.current?.focus());
    } catch (error) {
      // The server's Dutch text as it is (shared-kernel/utils/apiError's rule, without loading that
      // module: every kernel module a remote uses costs the first visit of / a share entry).
      const message = error instanceof HttpError ? (error.body as { message?: unknown } | null)?.message : undefined;
      if (error instanceof HttpError && error.status === 0) setFailure(t('complaints.errors.network'));
      else setFailure(typeof message === 'string' && message ? message : t('complaints.errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <Sent ref={sentRef} tabIndex={-1} data-testid="complaint-sent">
        <Alert variant="success" title={t('complaints.sentTitle')}>
          {' '}
          {t('complaints.sentText', { reference: sent.reference })}
        </Alert>
        <Button
          variant="outline"
          onClick={() => {
            setSent(null);
            setCategory('');
            setExplanation('');
            setGoodFaith(false);
          }}
        >
          {t('complaints.another')}
        </Button>
      </Sent>
    );
  }

  // The contract's rule codes as texts of this remote's catalog (rules.* of ../i18n) in the page's language.
  const errors: Errors = ruleTexts(foundErrors, 'landers');
  const errorId = (field: FieldName) => `${ids[field]}-error`;
  return (
    <Form ref={formRef} noValidate onSubmit={onSubmit} aria-label={t('complaints.formTitle')}>
      {prefill.profileId !== undefined && <Alert variant="info">{t('complaints.reportingProfile', { id: prefill.profileId })}</Alert>}
      {prefill.messageId !== undefined && <Alert variant="info">{t('complaints.reportingMessage', { id: prefill.messageId })}</Alert>}

      <Field>
        <label htmlFor={ids.category}>{t('complaints.category')}</label>
        <Select
          id={ids.category}
          value={category}
          $invalid={Boolean(errors.category)}
          aria-invalid={Boolean(errors.category)}
          aria-describedby={describedBy(errors.category && errorId('category'))}
          onChange={(e) => setCategory(e.target.value as ComplaintCategory | '')}
        >
          <option value="">—</option>
          {COMPLAINT_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {t(`complaints.categories.${value}`)}
            </option>
          ))}
        </Select>
        <FieldError id={errorId('category')}>{errors.category}</FieldError>
      </Field>

      <Field>
        <label htmlFor={ids.urls}>{t('complaints.urls')}</label>
        <TextArea
          id={ids.urls}
          value={urls}
          rows={2}
          maxLength={COMPLAINT_LIMITS.urlsMax}
          $invalid={Boolean(errors.urls)}
          aria-invalid={Boolean(errors.urls)}
          aria-describedby={describedBy(`${ids.urls}-hint`, errors.urls && errorId('urls'))}
          onChange={(e) => setUrls(e.target.value)}
          style={{ minHeight: 64 }}
        />
        <Hint id={`${ids.urls}-hint`}>{t('complaints.urlsHint', { domain })}</Hint>
        <FieldError id={errorId('urls')}>{errors.urls}</FieldError>
      </Field>

      <Field>
        <label htmlFor={ids.explanation}>{t('complaints.explanation')}</label>
        <TextArea
          id={ids.explanation}
          value={explanation}
          maxLength={COMPLAINT_LIMITS.explanationMax}
          $invalid={Boolean(errors.explanation)}
          aria-invalid={Boolean(errors.explanation)}
          aria-describedby={describedBy(`${ids.explanation}-hint`, errors.explanation && errorId('explanation'))}
          onChange={(e) => setExplanation(e.target.value)}
        />
        <Hint id={`${ids.explanation}-hint`}>{t('complaints.explanationHint')}</Hint>
        <Counter $full={explanation.length >= COMPLAINT_LIMITS.explanationMax}>
          {explanation.length} / {COMPLAINT_LIMITS.explanationMax}
        </Counter>
        <FieldError id={errorId('explanation')}>{errors.explanation}</FieldError>
      </Field>

      {visitor ? (
        <>
          <Field>
            <label htmlFor={ids.name}>{t('complaints.name')}</label>
            <Input
              id={ids.name}
              value={name}
              autoComplete="name"
              maxLength={COMPLAINT_LIMITS.nameMax}
              $invalid={Boolean(errors.name)}
              aria-invalid={Boolean(errors.name)}
              aria-describedby={describedBy(errors.name && errorId('name'))}
              onChange={(e) => setName(e.target.value)}
            />
            <FieldError id={errorId('name')}>{errors.name}</FieldError>
          </Field>
          <Field>
            <label htmlFor={ids.email}>{t('complaints.email')}</label>
            <Input
              id={ids.email}
              type="email"
              value={email}
              autoComplete="email"
              $invalid={Boolean(errors.email)}
              aria-invalid={Boolean(errors.email)}
              aria-describedby={describedBy(`${ids.email}-hint`, errors.email && errorId('email'))}
              onChange={(e) => setEmail(e.target.value)}
            />
            <Hint id={`${ids.email}-hint`}>{t('complaints.emailHint')}</Hint>
            <FieldError id={errorId('email')}>{errors.email}</FieldError>
          </Field>
        </>
      ) : (
        <Field>
          <Hint>{t('complaints.asMember', { name: memberName })}</Hint>
        </Field>
      )}

      <Fieldset>
        <ChoiceChip $checked={goodFaith} $invalid={Boolean(errors.good_faith)}>
          <input
            id={ids.good_faith}
            type="checkbox"
            checked={goodFaith}
            aria-invalid={Boolean(errors.good_faith)}
            aria-describedby={describedBy(errors.good_faith && errorId('good_faith'))}
            onChange={(e) => setGoodFaith(e.target.checked)}
          />
          {t('complaints.goodFaith')}
        </ChoiceChip>
        <FieldError id={errorId('good_faith')}>{errors.good_faith}</FieldError>
      </Fieldset>

      {failure && (
        <Alert variant="danger">
          {failure}
        </Alert>
      )}
      <Button type="submit" disabled={busy} size="lg">
        {busy ? t('complaints.submitting') : t('complaints.submit')}
      </Button>
    </Form>
  );
}
