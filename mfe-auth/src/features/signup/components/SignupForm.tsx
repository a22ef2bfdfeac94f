import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { SignupBody, User } from 'shared-kernel/contract';
import { ACCOUNT_CODES, SIGNUP_MESSAGE_MAX_LENGTH } from 'shared-kernel/contract/account-rules';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import type { Gender } from 'shared-kernel/contract/profile-attributes';
import { bus } from 'shared-kernel/bus';
import { http } from 'shared-kernel/http';
import { useT } from 'shared-kernel/i18n';
import { authRuleText, authRuleTexts } from '../../../components/i18n';
import { AppLink, navigate } from 'shared-kernel/navigation';
import { setUser } from 'shared-kernel/stores/session';
import { getTracking } from 'shared-kernel/stores/tracking';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { VisuallyHidden } from 'shared-kernel/ui/VisuallyHidden';
import { useEarlyInput } from '../../../hooks/useEarlyInput';
import { useSignupMode } from '../hooks/useSignupMode';
import { useSignupProgress } from '../hooks/useSignupProgress';
import { EMPTY_BIRTH_DATE, firstMissingPart, toIsoDate, type BirthDateParts } from '../utils/birthDate';
import { signupFailure } from '../utils/signupFailure';
import {
  firstInvalidField,
  validateSignup,
  type SignupField,
  type SignupFieldErrors,
  type SignupValues,
} from '../utils/validateSignup';
import { AccountConflict } from './AccountConflict';
import { BirthDateField } from './BirthDateField';
import { CheckboxRow, Pair } from './FormParts';
import { Counter, Field, FieldError, Hint, Input, TextArea, describedBy } from 'shared-kernel/ui/FormParts';
import { GenderField } from './GenderField';
import { PasswordField } from './PasswordField';
import '../i18n';

export const COMPLETE_SIGNUP_PATH = '/complete-signup';
export const LOGIN_PATH = '/login';

const Form = styled.form`
  display: block;
`;

const Footer = styled.p`
  margin: 16px 0 0;
  text-align: center;
`;

const TermsLabel = styled.label`
  line-height: 1.4;
`;

const INITIAL_VALUES: SignupValues = {
  gender: '',
  seeking: '',
  email: '',
  name: '',
  password: '',
  birthDate: EMPTY_BIRTH_DATE,
  acceptTerms: false,
  invitationCode: '',
  signupMessage: '',
};

/** What the form shows above its button after the server refused the signup. */
type Failure = { kind: 'exists' | 'deleted'; message: string; email: string } | { kind: 'form'; message: string };

export interface SignupFormProps {
  /** Signing up from this member's page: the first message (shown then) goes to them. */
  targetProfileId?: number;
  /** Where the signup started (e.g. 'signup-page', 'modal:home'); kept on the form for statistics and tests. */
  source?: string;
  /** Called with the new user right before the session is set (the page then no longer redirects members). */
  onSignedUp?: (user: User) => void;
}

/**
 * The signup form of SPEC §3, used by /signup, /members/{id}/signup and the shell's signup modal. The
 * checks run here with the contract's shared rules; the server stays the authority and its refusals
 * are shown next to the field they name, or above the button.
 */
export function SignupForm({ targetProfileId, source, onSignedUp }: SignupFormProps) {
  const { t } = useT('auth');
  const id = useId();
  const progress = useSignupProgress();
  const mode = useSignupMode();
  const [closedByServer, setClosedByServer] = useState(false);
  const invitation = mode === 'invitation' || closedByServer;
  const withMessage = targetProfileId !== undefined;

  const [values, setValues] = useState<SignupValues>(INITIAL_VALUES);
  // As found (the contract's rule codes, the server's messages); shown through authRuleTexts below.
  const [foundErrors, setErrors] = useState<SignupFieldErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const early = useEarlyInput();

  const controls = useRef<Partial<Record<SignupField, HTMLElement | null>>>({});
  const dateParts = useRef<Partial<Record<keyof BirthDateParts, HTMLSelectElement | null>>>({});
  const pendingFocus = useRef<SignupField | null>(null);

  // Focus moves once the errors (and a field that only now appears) are rendered.
  useEffect(() => {
    const field = pendingFocus.current;
    if (!field) return;
    pendingFocus.current = null;
    const target = field === 'date_of_birth' ? dateParts.current[firstMissingPart(values.birthDate)] : controls.current[field];
    target?.focus();
  });

  const bind = (field: SignupField) => (el: HTMLElement | null) => {
    controls.current[field] = el;
  };

  function change<K extends keyof SignupValues>(key: K, value: SignupValues[K], field: SignupField) {
    progress.start();
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      if (e[field] === undefined) return e;
      const next = { ...e };
      delete next[field];
      return next;
    });
    if (field === 'email') setFailure((f) => (f && f.kind !== 'form' ? null : f));
  }

  const goToLogin = (email?: string) => {
    progress.stop();
    bus.emit({ type: 'signup/closed', reason: 'login' });
    navigate(email ? `${LOGIN_PATH}?email=${encodeURIComponent(email)}` : LOGIN_PATH);
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (submitting) return;
    progress.start();
    setFailure(null);
    const found = validateSignup(
      values,
      {
        genderRequired: t('signup.errors.genderRequired'),
        seekingRequired: t('signup.errors.seekingRequired'),
        termsRequired: t('signup.errors.termsRequired'),
        invitationRequired: t('signup.errors.invitationRequired'),
        messageTooLong: t('signup.errors.messageTooLong', { max: SIGNUP_MESSAGE_MAX_LENGTH }),
      },
      { invitation, withMessage },
    );
    setErrors(found);
    const firstInvalid = firstInvalidField(found);
    if (firstInvalid) {
      pendingFocus.current = firstInvalid;
      return;
    }

    const email = values.email.trim();
    const message = values.signupMessage.trim();
    const code = values.invitationCode.trim();
    const tracking = getTracking();
    const body: SignupBody = {
      email,
      name: values.name.trim(),
      password: values.password,
      date_of_birth: toIsoDate(values.birthDate),
      gender: values.gender as Gender,
      seeking: values.seeking as Gender,
      accept_terms: true,
      ...(targetProfileId !== undefined ? { target_profile_id: targetProfileId } : {}),
      ...(withMessage && message ? { signup_message: message } : {}),
      ...(invitation && code ? { invitation_code: code } : {}),
      ...(Object.keys(tracking).length > 0 ? { tracking } : {}),
    };

    setSubmitting(true);
    let user: User;
    try {
      ({ user } = await http.call(ENDPOINTS.signup, { body }));
    } catch (error) {
      setSubmitting(false);
      const refused = signupFailure(error, { generic: t('signup.errors.generic'), network: t('signup.errors.network') });
      switch (refused.kind) {
        case 'exists':
        case 'deleted':
          setFailure({ kind: refused.kind, message: refused.message, email });
          break;
        case 'field':
          setErrors({ [refused.field]: refused.message });
          pendingFocus.current = refused.field;
          break;
        case 'closed':
          setClosedByServer(true);
          setErrors({ invitation_code: t('signup.errors.invitationRequired') });
          pendingFocus.current = 'invitation_code';
          break;
        default:
          setFailure({ kind: 'form', message: refused.message });
      }
      return;
    }
    // The account exists and the visitor is logged in: on to the signup steps.
    onSignedUp?.(user);
    progress.stop();
    setUser(user);
    bus.emit({ type: 'signup/closed', reason: 'completed' });
    navigate(COMPLETE_SIGNUP_PATH);
  };

  const ids = {
    invitation: `${id}-invitation`,
    email: `${id}-email`,
    name: `${id}-name`,
    message: `${id}-message`,
    terms: `${id}-terms`,
  };
  // The contract's rule texts in the page's language (shared-kernel/i18n/rules), at render: a language switch follows.
  const errors: SignupFieldErrors = authRuleTexts(foundErrors);
  const errorId = (name: string) => `${id}-${name}-error`;
  const fieldError = (field: SignupField, name: string) => <FieldError id={errorId(name)}>{errors[field]}</FieldError>;
  const invalid = (field: SignupField) => (errors[field] ? { 'aria-invalid': true as const, $invalid: true } : {});

  return (
    // Typed or sent before the page's script ran (server HTML): kept and sent once hydrated (issue 29);
    // method="post": without any script nothing typed lands in an address.
    <Form method="post" noValidate onSubmit={onSubmit} aria-label={t('signup.form.label')} data-source={source} {...early}>
      {invitation && (
        <>
          <Alert variant="info">{authRuleText(ACCOUNT_CODES.signupsClosed)}</Alert>
          <Field>
            <label htmlFor={ids.invitation}>{t('signup.form.invitationCode')}</label>
            <Input
              id={ids.invitation}
              ref={bind('invitation_code')}
              autoComplete="off"
              value={values.invitationCode}
              onChange={(e) => change('invitationCode', e.target.value, 'invitation_code')}
              maxLength={64}
              aria-describedby={describedBy(errors.invitation_code && errorId('invitation'))}
              {...invalid('invitation_code')}
            />
            {fieldError('invitation_code', 'invitation')}
          </Field>
        </>
      )}

      <Pair>
        <GenderField
          name="gender"
          legend={t('signup.form.gender')}
          value={values.gender}
          onChange={(v) => change('gender', v, 'gender')}
          error={errors.gender}
          firstRef={bind('gender')}
        />
        <GenderField
          name="seeking"
          legend={t('signup.form.seeking')}
          value={values.seeking}
          onChange={(v) => change('seeking', v, 'seeking')}
          error={errors.seeking}
          firstRef={bind('seeking')}
        />
      </Pair>

      <Pair>
        <Field>
          <label htmlFor={ids.email}>{t('signup.form.email')}</label>
          <Input
            id={ids.email}
            ref={bind('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => change('email', e.target.value, 'email')}
            aria-describedby={describedBy(errors.email && errorId('email'))}
            {...invalid('email')}
          />
          {fieldError('email', 'email')}
        </Field>

        <Field>
          <label htmlFor={ids.name}>{t('signup.form.name')}</label>
          <Input
            id={ids.name}
            ref={bind('name')}
            autoComplete="nickname"
            value={values.name}
            onChange={(e) => change('name', e.target.value, 'name')}
            aria-describedby={describedBy(`${id}-name-hint`, errors.name && errorId('name'))}
            {...invalid('name')}
          />
          <Hint id={`${id}-name-hint`}>{t('signup.form.nameHint')}</Hint>
          {fieldError('name', 'name')}
        </Field>
      </Pair>

      <Pair>
        <PasswordField
          value={values.password}
          onChange={(v) => change('password', v, 'password')}
          error={errors.password}
          inputRef={bind('password')}
        />

        <BirthDateField
          value={values.birthDate}
          onChange={(v) => change('birthDate', v, 'date_of_birth')}
          error={errors.date_of_birth}
          partRef={(part, el) => {
            dateParts.current[part] = el;
          }}
        />
      </Pair>

      {withMessage && (
        <Field>
          <label htmlFor={ids.message}>{t('signup.form.message')}</label>
          <TextArea
            id={ids.message}
            ref={bind('signup_message')}
            value={values.signupMessage}
            maxLength={SIGNUP_MESSAGE_MAX_LENGTH}
            onChange={(e) => change('signupMessage', e.target.value, 'signup_message')}
            aria-describedby={describedBy(`${id}-message-counter`, errors.signup_message && errorId('message'))}
            {...invalid('signup_message')}
          />
          <Counter id={`${id}-message-counter`} $full={values.signupMessage.length >= SIGNUP_MESSAGE_MAX_LENGTH}>
            {t('signup.form.messageCounter', { count: values.signupMessage.length, max: SIGNUP_MESSAGE_MAX_LENGTH })}
          </Counter>
          {fieldError('signup_message', 'message')}
        </Field>
      )}

      <Field>
        <CheckboxRow>
          <input
            id={ids.terms}
            ref={bind('accept_terms')}
            type="checkbox"
            checked={values.acceptTerms}
            onChange={(e) => change('acceptTerms', e.target.checked, 'accept_terms')}
            aria-invalid={errors.accept_terms ? true : undefined}
            aria-describedby={describedBy(errors.accept_terms && errorId('terms'))}
          />
          <TermsLabel htmlFor={ids.terms}>
            {t('signup.form.termsBefore')}
            <a href="/pages/terms" target="_blank" rel="noopener">
              {t('signup.form.terms')}
              <VisuallyHidden> {t('signup.form.newWindow')}</VisuallyHidden>
            </a>
            {t('signup.form.termsMiddle')}
            <a href="/pages/privacy" target="_blank" rel="noopener">
              {t('signup.form.privacy')}
              <VisuallyHidden> {t('signup.form.newWindow')}</VisuallyHidden>
            </a>
            {t('signup.form.termsAfter')}
          </TermsLabel>
        </CheckboxRow>
        {fieldError('accept_terms', 'terms')}
      </Field>

      {failure && failure.kind !== 'form' && (
        <AccountConflict kind={failure.kind} message={failure.message} email={failure.email} onLogin={() => goToLogin(failure.email)} />
      )}
      {failure?.kind === 'form' && <Alert variant="danger">{failure.message}</Alert>}

      <Button type="submit" size="lg" block disabled={submitting}>
        {submitting && <Spinner size={18} block={false} label={t('signup.form.submitting')} />}
        {t('signup.form.submit')}
      </Button>

      <Footer>
        {t('signup.form.haveAccount')}{' '}
        <AppLink
          href={LOGIN_PATH}
          onClick={() => {
            progress.stop();
            bus.emit({ type: 'signup/closed', reason: 'login' });
          }}
        >
          {t('signup.form.login')}
        </AppLink>
      </Footer>
    </Form>
  );
}
