import { fireEvent, screen, within } from '@testing-library/react';
import { setMockStaff } from 'shared-kernel/testing/admin';
import { callsTo, useMockApi } from 'shared-kernel/testing/server';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import App from '../../../app/App';
import { resetStaffState } from '../../../components/staffSession';

useMockApi();
beforeEach(() => resetStaffState());

describe('ReportsPage', () => {
  it('decides a notice with a ban and a reason, and an appeal', async () => {
    setMockStaff('moderator');
    renderRemoteAt(App, '/admin/reports');
    const notice = await screen.findByRole('listitem', { name: 'Nepprofiel MLD-MOCK0001' });
    expect(screen.getByRole('status')).toHaveTextContent('2 open meldingen en bezwaren.');
    expect(within(notice).getByText(/Over: Sanne \(profiel 3004\)/)).toBeInTheDocument();
    fireEvent.change(within(notice).getByLabelText('Beslissing'), { target: { value: 'ban' } });
    fireEvent.change(within(notice).getByLabelText('Reden'), { target: { value: 'fake_profile' } });
    fireEvent.click(within(notice).getByRole('button', { name: 'Beslissen' }));
    expect(await screen.findByText(/Beslist; motivering BSL-MOCKS001 is naar het lid gestuurd\./)).toBeInTheDocument();
    expect(callsTo('POST', '/api/admin/reports/decide')[0]?.body).toEqual({ id: 1, action: 'ban', reason: 'fake_profile' });

    const appeal = screen.getByRole('listitem', { name: 'Bezwaar tegen een beslissing BSL-MOCK0002' });
    fireEvent.click(within(appeal).getByRole('button', { name: 'Beslissing terugdraaien' }));
    expect(await screen.findByText(/Er zijn geen open meldingen\./)).toBeInTheDocument();
    expect(callsTo('POST', '/api/admin/appeals/decide')[0]?.body).toEqual({ id: 1, outcome: 'reversed' });
  });

  it('filters by category through the address', async () => {
    setMockStaff('admin');
    renderRemoteAt(App, '/admin/reports');
    await screen.findByRole('listitem', { name: 'Nepprofiel MLD-MOCK0001' });
    fireEvent.change(screen.getByLabelText('Categorie'), { target: { value: 'appeal' } });
    expect(await screen.findByText('1 open melding of bezwaar.')).toBeInTheDocument();
    expect(window.location.search).toBe('?category=appeal');
    expect(screen.queryByRole('listitem', { name: 'Nepprofiel MLD-MOCK0001' })).not.toBeInTheDocument();
  });
});
