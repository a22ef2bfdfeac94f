import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { settingsFixture } from 'shared-kernel/testing/fixtures';
import { callsTo, logIn, server, useMockApi } from 'shared-kernel/testing/server';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import { settingsStore } from 'shared-kernel/stores/settings';
import App from '../../../app/App';

useMockApi();
beforeEach(() => settingsStore.set(settingsFixture));

const form = () => screen.findByRole('form', { name: 'Nieuwe melding' });
const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillVisitorNotice() {
  await form();
  fill('Waar gaat je melding over?', 'scam');
  fill('Link(s) of profiel waar het om gaat', 'https://hartklop.nl/members/3002');
  fill('Uitleg', 'Dit profiel vraagt iedereen om geld over te maken.');
  fill('Je naam', 'Anna de Vries');
  fill('Je e-mailadres', 'anna@example.nl');
  fireEvent.click(screen.getByRole('checkbox', { name: /te goeder trouw/ }));
}

describe('/complaints', () => {
  it('a visitor sees every field of the notice and no list of reports', async () => {
    renderRemoteAt(App, '/complaints');
    await form();
    for (const label of ['Waar gaat je melding over?', 'Link(s) of profiel waar het om gaat', 'Uitleg', 'Je naam', 'Je e-mailadres']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    const category = screen.getByLabelText<HTMLSelectElement>('Waar gaat je melding over?');
    expect([...category.options].map((o) => o.text)).toEqual([
      '—',
      'Nepprofiel',
      'Minderjarige',
      'Intimidatie of lastigvallen',
      'Oplichting',
      'Illegale inhoud',
      'Auteursrecht',
      'Klacht over de dienst',
    ]);
    expect(screen.queryByRole('heading', { name: 'Mijn meldingen' })).not.toBeInTheDocument();
    expect(callsTo('GET', '/api/complaints.php')).toHaveLength(0);
  });

  it('checks the form before sending: Dutch errors at the fields, focus on the first, nothing sent', async () => {
    renderRemoteAt(App, '/complaints');
    await form();
    fireEvent.click(screen.getByRole('button', { name: 'Melding versturen' }));
    expect(await screen.findByText('Kies waar je melding over gaat.')).toBeInTheDocument();
    expect(screen.getByText('Leg in minstens 20 tekens uit wat er aan de hand is.')).toBeInTheDocument();
    expect(screen.getByText('Vul je naam in.')).toBeInTheDocument();
    expect(screen.getByText('Vul je e-mailadres in.')).toBeInTheDocument();
    expect(screen.getByText('Bevestig dat je melding te goeder trouw is en naar waarheid is ingevuld.')).toBeInTheDocument();
    expect(screen.getByLabelText('Waar gaat je melding over?')).toHaveFocus();
    expect(screen.getByLabelText('Uitleg')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('POST', '/api/complaint.php')).toHaveLength(0);
  });

  it('sends a visitor notice and shows its reference', async () => {
    renderRemoteAt(App, '/complaints');
    await fillVisitorNotice();
    fireEvent.click(screen.getByRole('button', { name: 'Melding versturen' }));
    const sent = await screen.findByTestId('complaint-sent');
    expect(sent).toHaveTextContent(/Je referentie is MLD-MOCK\d{4}\. We hebben een bevestiging naar je e-mailadres gestuurd\./);
    expect(callsTo('POST', '/api/complaint.php')[0]!.body).toEqual({
      category: 'scam',
      explanation: 'Dit profiel vraagt iedereen om geld over te maken.',
      urls: 'https://hartklop.nl/members/3002',
      good_faith: true,
      name: 'Anna de Vries',
      email: 'anna@example.nl',
    });
    fireEvent.click(within(sent).getByRole('button', { name: 'Nog een melding doen' }));
    expect(await form()).toBeInTheDocument();
  });

  it("shows the server's Dutch text when it refuses, and keeps what was typed", async () => {
    server.use(
      mswHttp.post('*/api/complaint.php', () =>
        HttpResponse.json({ error: 'rate_limited', message: 'Je hebt veel meldingen kort na elkaar gedaan. Probeer het over 12 min opnieuw.' }, { status: 429 }),
      ),
    );
    renderRemoteAt(App, '/complaints');
    await fillVisitorNotice();
    fireEvent.click(screen.getByRole('button', { name: 'Melding versturen' }));
    expect(await screen.findByText('Je hebt veel meldingen kort na elkaar gedaan. Probeer het over 12 min opnieuw.')).toBeInTheDocument();
    expect(screen.getByLabelText('Uitleg')).toHaveValue('Dit profiel vraagt iedereen om geld over te maken.');
    expect(screen.getByRole('button', { name: 'Melding versturen' })).toBeEnabled();
  });

  it('a member reporting a profile: pre-filled, no name or e-mail asked, and the report appears in "Mijn meldingen"', async () => {
    logIn();
    renderRemoteAt(App, '/complaints?profile=3002');
    await form();
    expect(screen.getByText('Je meldt het profiel met nummer 3002.')).toBeInTheDocument();
    expect(screen.getByLabelText('Link(s) of profiel waar het om gaat')).toHaveValue(`${location.origin}/members/3002`);
    expect(screen.queryByLabelText('Je naam')).not.toBeInTheDocument();
    expect(screen.getByText(/Je meldt als .+\. We gebruiken de naam en het e-mailadres van je account\./)).toBeInTheDocument();
    const list = await screen.findByTestId('own-complaints');
    expect(await within(list).findByText(/MLD-MOCK0001 · Nepprofiel/)).toBeInTheDocument();
    expect(within(list).getByText('Status: In behandeling')).toBeInTheDocument();

    fill('Waar gaat je melding over?', 'fake_profile');
    fill('Uitleg', 'De foto’s van dit profiel zijn van een bekende actrice.');
    fireEvent.click(screen.getByRole('checkbox', { name: /te goeder trouw/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Melding versturen' }));
    await screen.findByTestId('complaint-sent');
    expect(callsTo('POST', '/api/complaint.php')[0]!.body).toMatchObject({ profile_id: 3002, urls: `${location.origin}/members/3002` });
    expect(callsTo('POST', '/api/complaint.php')[0]!.body).not.toHaveProperty('email');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getAllByText('Status: Ontvangen')).toHaveLength(1);
  });

  it('a member reporting a message: the message and its conversation are pre-filled', async () => {
    logIn();
    renderRemoteAt(App, '/complaints?message=88&conversation=7001');
    await form();
    expect(screen.getByText(/Je meldt een bericht \(nummer 88\) uit je gesprek/)).toBeInTheDocument();
    expect(screen.getByLabelText('Link(s) of profiel waar het om gaat')).toHaveValue(`${location.origin}/chats/7001`);
  });
});
