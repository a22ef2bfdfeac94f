import { fireEvent, screen, within } from '@testing-library/react';
import { setMockStaff } from 'shared-kernel/mocks/admin';
import { callsTo, useMockApi } from 'shared-kernel/mocks/testing';
import { renderRemoteAt } from 'shared-kernel/remote/testing';
import App from '../../../app/App';
import { resetStaffState } from '../../../components/staffSession';

useMockApi();
beforeEach(() => resetStaffState());

describe('MembersPage', () => {
  it('finds a member, refunds a payment (credits reversed) and adjusts credits, never below zero', async () => {
    setMockStaff('support');
    // The search form puts the query in the address (a router transition, which jsdom's FormData cannot follow).
    renderRemoteAt(App, '/admin/members?q=sanne');
    expect(await screen.findByLabelText('E-mailadres, naam of id', {}, { timeout: 5000 })).toHaveValue('sanne');
    fireEvent.click(await screen.findByRole('button', { name: 'Openen' }));
    const detail = await screen.findByRole('region', { name: 'Sanne (901)' });
    expect(within(detail).getByText(/Credits: 30/)).toBeInTheDocument();

    fireEvent.click(within(detail).getByRole('button', { name: 'Terugbetalen' }));
    expect(await screen.findByText('Terugbetaald; 25 credits teruggeboekt.')).toBeInTheDocument();
    expect(await screen.findByText(/Credits: 5/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Terugbetalen' })).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Aantal (negatief om af te halen)'), { target: { value: '-6' } });
    fireEvent.change(screen.getByLabelText('Reden'), { target: { value: 'Correctie' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Toepassen' }).closest('form')!);
    expect(await screen.findByText('Het saldo kan niet onder nul komen (het saldo is 5).')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Aantal (negatief om af te halen)'), { target: { value: '10' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Toepassen' }).closest('form')!);
    expect(await screen.findByText('Saldo aangepast: 5 → 15.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/admin/member/credits').map((c) => (c.body as { amount: number }).amount)).toEqual([-6, 10]);
  });

  it('says so when nobody matches', async () => {
    setMockStaff('admin');
    renderRemoteAt(App, '/admin/members?q=niemand');
    expect(await screen.findByText('Geen leden gevonden.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
