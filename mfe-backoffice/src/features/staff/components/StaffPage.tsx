import { useState } from 'react';
import styled from 'styled-components';
import type { StaffListEntry } from 'shared-kernel/contract/admin';
import { STAFF_ROLES, type StaffRole } from 'shared-kernel/contract/admin-rules';
import { useT } from 'shared-kernel/i18n';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { Select } from 'shared-kernel/ui/FormParts';
import { Loaded, useErrorText } from 'shared-kernel/ui/LoadError';
import { TableBox } from '../../../components/TableBox';
import { useStaffState } from '../../../components/staffSession';
import { loadStaffList, updateStaff } from '../api/staff';
import { CreateStaffForm } from './CreateStaffForm';
import '../i18n';

const Scroll = styled(TableBox)`
  table {
    min-width: 760px;
  }
  th,
  td {
    vertical-align: middle;
  }
  thead th {
    white-space: nowrap;
  }
  select {
    min-height: 44px;
  }
`;

const when = (iso: string | null) =>
  iso && new Date(iso).toLocaleString('nl-NL', { timeZone: 'Europe/Amsterdam', dateStyle: 'medium', timeStyle: 'short' });

function StaffTable({ initial }: { initial: StaffListEntry[] }) {
  const { t } = useT('backoffice');
  const errorText = useErrorText();
  const me = useStaffState();
  const myId = me.status === 'signedIn' ? me.me.staff.id : null;
  const [staff, setStaff] = useState(initial);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const change = async (id: number, patch: { disabled?: boolean; role?: StaffRole }) => {
    setBusy(id);
    setError(null);
    try {
      const { staff: updated } = await updateStaff({ id, ...patch });
      setStaff((list) => list.map((s) => (s.id === id ? updated : s)));
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {error && (
        <Alert variant="danger" role="alert" style={{ marginBottom: 12 }}>
          {error}
        </Alert>
      )}
      <Scroll tabIndex={0} role="region" aria-label={t('staff.listCaption')}>
        <table>
          <caption>{t('staff.listCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('staff.columns.name')}</th>
              <th scope="col">{t('staff.columns.email')}</th>
              <th scope="col">{t('staff.columns.role')}</th>
              <th scope="col">{t('staff.columns.status')}</th>
              <th scope="col">{t('staff.columns.lastSignIn')}</th>
              <th scope="col">{t('staff.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {staff.map((s) => {
              const self = s.id === myId;
              return (
                <tr key={s.id} data-staff-id={s.id}>
                  <th scope="row">
                    {s.name} {self && t('staff.you')}
                  </th>
                  <td>{s.email}</td>
                  <td>
                    <Select
                      aria-label={t('staff.roleOf', { name: s.name })}
                      value={s.role}
                      disabled={self || busy === s.id}
                      onChange={(e) => void change(s.id, { role: e.target.value as StaffRole })}
                    >
                      {STAFF_ROLES.map((r) => (
                        <option key={r} value={r}>
                          {t(`roles.${r}`)}
                        </option>
                      ))}
                    </Select>
                  </td>
                  <td>{s.disabled ? t('staff.disabled') : s.locked_until ? t('staff.locked', { time: when(s.locked_until) }) : t('staff.active')}</td>
                  <td>{when(s.last_sign_in_at) ?? t('staff.never')}</td>
                  <td>
                    {!self && (
                      <Button variant={s.disabled ? 'outline' : 'danger'} size="sm" style={{ minHeight: 44 }} disabled={busy === s.id} onClick={() => void change(s.id, { disabled: !s.disabled })}>
                        {s.disabled ? t('staff.enable') : t('staff.disable')}
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Scroll>
      <CreateStaffForm onCreated={(created) => setStaff((list) => [...list, created])} />
    </>
  );
}

/** /admin/staff (admins): every staff account, its role and status; create, disable, change a role. */
export default function StaffPage() {
  const { t } = useT('backoffice');
  return (
    <>
      <h1>{t('staff.heading')}</h1>
      <Loaded load={async () => (await loadStaffList()).staff} loadingLabel={t('staff.loading')}>
        {(list) => <StaffTable initial={list} />}
      </Loaded>
    </>
  );
}
