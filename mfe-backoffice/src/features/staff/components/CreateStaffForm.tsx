import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { StaffListEntry } from 'shared-kernel/contract/admin';
import { STAFF_PASSWORD_MIN_LENGTH, STAFF_ROLES, type StaffRole } from 'shared-kernel/contract/admin-rules';
import { useT } from 'shared-kernel/i18n';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { Field, Select } from 'shared-kernel/ui/FormParts';
import { useErrorText } from 'shared-kernel/ui/LoadError';
import { TextField } from 'shared-kernel/ui/TextField';
import { createStaff } from '../api/staff';
import { TotpEnrolment } from './TotpEnrolment';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 12px;
  align-items: end;
`;

const Section = styled.section`
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  padding: 16px;
  margin-top: 24px;
  h2 {
    margin: 0 0 8px;
    font-size: 1.15rem;
  }
`;

/** Creates a staff account (admins); shows its authenticator enrolment once. */
export function CreateStaffForm({ onCreated }: { onCreated: (staff: StaffListEntry) => void }) {
  const { t } = useT('backoffice');
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('moderator');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ name: string; secret: string; uri: string } | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await createStaff({ email: email.trim(), name: name.trim(), role, password });
      setCreated({ name: answer.staff.name, secret: answer.totp.secret, uri: answer.totp.uri });
      setEmail('');
      setName('');
      setPassword('');
      onCreated(answer.staff);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section aria-labelledby="create-staff-heading">
      <h2 id="create-staff-heading">{t('staff.create.heading')}</h2>
      <p>{t('staff.create.intro')}</p>
      {error && (
        <Alert variant="danger" role="alert" style={{ marginBottom: 12 }}>
          {error}
        </Alert>
      )}
      {created && (
        <Alert variant="success" role="status" style={{ marginBottom: 12 }} onClose={() => setCreated(null)}>
          <strong>{t('staff.create.done', { name: created.name })}</strong>
          <TotpEnrolment name={created.name} secret={created.secret} uri={created.uri} />
        </Alert>
      )}
      <Form onSubmit={(e) => void submit(e)}>
        <TextField label={t('staff.create.email')} type="email" autoComplete="off" value={email} onValueChange={setEmail} required />
        <TextField label={t('staff.create.name')} autoComplete="off" value={name} onValueChange={setName} required />
        <Field $flush>
          <label htmlFor="create-staff-role">{t('staff.create.role')}</label>
          <Select id="create-staff-role" value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </Select>
        </Field>
        <TextField
          label={t('staff.create.password')}
          hint={t('staff.create.passwordHint')}
          type="password"
          autoComplete="new-password"
          minLength={STAFF_PASSWORD_MIN_LENGTH}
          value={password}
          onValueChange={setPassword}
          required
        />
        <Button type="submit" disabled={busy}>
          {busy ? t('staff.create.busy') : t('staff.create.submit')}
        </Button>
      </Form>
    </Section>
  );
}
