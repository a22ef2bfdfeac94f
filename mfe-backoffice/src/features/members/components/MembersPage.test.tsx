import { fireEvent, screen, within } from '@testing-library/react';
import { setMockStaff } from 'shared-kernel/testing/admin';
import { callsTo, useMockApi } from 'shared-kernel/testing/server';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
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
    // The outcome stays after the detail is loaded again.
    expect(screen.getByText('Terugbetaald; 25 credits teruggeboekt.')).toBeInTheDocument();
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

  it('exports the member\'s data as a download and erases it after a confirmation with a reason', async () => {
    setMockStaff('support');
    const created: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:export';
    });
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderRemoteAt(App, '/admin/members?q=sanne&id=901');
    const detail = await screen.findByRole('region', { name: 'Sanne (901)' }, { timeout: 5000 });

    fireEvent.click(within(detail).getByRole('button', { name: 'Gegevens exporteren' }));
    expect(await screen.findByText('De gegevens staan in hartklop-gegevens-901.json.')).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    expect(JSON.parse(await created[0]!.text())).toMatchObject({ account: { id: 901, email: 'sanne@example.nl' } });
    click.mockRestore();
    Object.assign(URL, original);

    const opener = within(detail).getByRole('button', { name: 'Gegevens wissen' });
    opener.focus();
    fireEvent.click(opener);
    let dialog = await screen.findByRole('dialog', { name: 'Gegevens van Sanne wissen' });
    expect(within(dialog).getByLabelText(/Reden \(wordt gelogd\)/)).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(callsTo('POST', '/api/admin/member/erase')).toEqual([]);

    fireEvent.click(opener);
    dialog = await screen.findByRole('dialog', { name: 'Gegevens van Sanne wissen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Definitief wissen' }));
    expect(await within(dialog).findByText('Vul een reden in (minstens 5 tekens).')).toBeInTheDocument();
    expect(callsTo('POST', '/api/admin/member/erase')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/Reden \(wordt gelogd\)/), { target: { value: 'Verzoek per mail, ticket 42' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Definitief wissen' }));
    const done = await screen.findByText('De gegevens van lid 901 zijn gewist.');
    expect(done.closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Geen leden gevonden.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/admin/member/erase').map((c) => c.body)).toEqual([{ user_id: 901, reason: 'Verzoek per mail, ticket 42' }]);
  });
});
