import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ADMIN_ENDPOINTS } from 'shared-kernel/contract/admin-rules';
import { setMockStaff } from 'shared-kernel/testing/admin';
import { callsTo, useMockApi } from 'shared-kernel/testing/server';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import App from '../../../app/App';
import { resetStaffState } from '../../../components/staffSession';

useMockApi();
beforeEach(() => resetStaffState());

const lastQuery = () => new URLSearchParams(callsTo('GET', ADMIN_ENDPOINTS.auditLog.path).at(-1)?.search ?? '');

describe('AuditPage', () => {
  it('shows the filters of the address in its two choices, offered in Dutch, and clears both', async () => {
    setMockStaff('admin');
    // The address carries the filters (applying the form is a router transition, which jsdom's FormData cannot follow).
    renderRemoteAt(App, '/admin/audit?action=staff.sign_in&target_type=staff');
    const action = await screen.findByLabelText('Handeling', {}, { timeout: 5000 });
    const target = screen.getByLabelText('Soort doel');
    expect(action).toHaveValue('staff.sign_in');
    expect(target).toHaveValue('staff');
    expect(screen.getByRole('option', { name: 'Alle handelingen' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Medewerker aangemeld' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Alle soorten' })).toBeInTheDocument();
    await waitFor(() => expect([lastQuery().get('action'), lastQuery().get('target_type')]).toEqual(['staff.sign_in', 'staff']));

    fireEvent.change(action, { target: { value: '' } });
    expect(action).toHaveValue('');
    fireEvent.change(action, { target: { value: 'staff.sign_in' } });
    expect(action).toHaveValue('staff.sign_in');

    fireEvent.click(screen.getByRole('button', { name: 'Wissen' }));
    expect(screen.getByLabelText('Handeling')).toHaveValue('');
    expect(screen.getByLabelText('Soort doel')).toHaveValue('');
    await waitFor(() => expect([lastQuery().get('action'), lastQuery().get('target_type')]).toEqual([null, null]));
  });
});
