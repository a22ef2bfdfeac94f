import { fireEvent, screen, within } from '@testing-library/react';
import { setMockStaff } from 'shared-kernel/testing/admin';
import { callsTo, useMockApi } from 'shared-kernel/testing/server';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import App from '../../../app/App';
import { resetStaffState } from '../../../components/staffSession';

useMockApi();
beforeEach(() => resetStaffState());

describe('ModerationPage', () => {
  it('shows the photo and the text waiting, and rejects the text with a reason', async () => {
    setMockStaff('moderator');
    renderRemoteAt(App, '/admin/moderation');
    const photo = await screen.findByRole('listitem', { name: 'Foto van Femke' });
    expect(within(photo).getByRole('img', { name: 'Foto van Femke' })).toHaveAttribute('src', '/media/seed/female-01_thumb.jpg');
    expect(screen.getByRole('status')).toHaveTextContent('2 items wachten op beoordeling.');
    const text = screen.getByRole('listitem', { name: 'Tekst "Over mij" van Lotte' });
    expect(within(text).getByText('Stuur me een berichtje op 06-12345678!')).toBeInTheDocument();

    fireEvent.click(within(text).getByRole('button', { name: 'Afkeuren' }));
    const confirm = within(text).getByRole('button', { name: 'Afkeuren met motivering' });
    expect(confirm).toBeDisabled();
    fireEvent.change(within(text).getByLabelText('Reden'), { target: { value: 'contact_details' } });
    fireEvent.change(within(text).getByLabelText('Toelichting voor het lid (optioneel)'), { target: { value: 'Telefoonnummer.' } });
    fireEvent.click(confirm);
    expect(await screen.findByText(/Afgekeurd; motivering BSL-MOCKS001 is naar het lid gestuurd\./)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 item wacht op beoordeling.');
    expect(callsTo('POST', '/api/admin/moderation/reject')[0]?.body).toEqual({ id: 2, reason: 'contact_details', note: 'Telefoonnummer.' });

    fireEvent.click(within(photo).getByRole('button', { name: 'Goedkeuren' }));
    expect(await screen.findByText(/De wachtrij is leeg\./)).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: /Foto van|Tekst/ })).not.toBeInTheDocument();
  });

  it('is not for support staff', async () => {
    setMockStaff('support');
    renderRemoteAt(App, '/admin/moderation');
    expect(await screen.findByText('Je rol (Klantenservice) heeft geen toegang tot deze pagina.')).toBeInTheDocument();
    expect(callsTo('GET', '/api/admin/moderation')).toHaveLength(0);
  });
});
