import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { MOCK_STATEMENT_REDRESS } from 'shared-kernel/testing/moderation';
import { callsTo, logIn, server, useMockApi } from 'shared-kernel/testing/server';
import { renderWithTheme } from 'shared-kernel/testing/ui';
import { Decisions } from './Decisions';

useMockApi();

beforeEach(() => {
  logIn();
  window.history.pushState({}, '', '/profile');
});

describe('Decisions (statements of reasons on the own profile)', () => {
  it('shows every element of the statement: what, why, ground, automation and how to appeal', async () => {
    renderWithTheme(<Decisions />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Beslissingen over je profiel' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Inhoud verwijderd' })).toBeInTheDocument();
    expect(screen.getByText('Referentie BSL-MOCK0001, 12 maart 2026')).toBeInTheDocument();
    expect(screen.getByText('Je foto is verwijderd en is niet zichtbaar voor andere leden.')).toBeInTheDocument();
    expect(screen.getByText('De inhoud bevat contactgegevens, links of reclame, wat op profielen niet is toegestaan.')).toBeInTheDocument();
    expect(screen.getByText(/^Onze algemene voorwaarden: /)).toBeInTheDocument();
    expect(screen.getByText('Nee: deze beslissing is genomen door een medewerker, zonder geautomatiseerde detectie.')).toBeInTheDocument();
    expect(screen.getByText(MOCK_STATEMENT_REDRESS)).toBeInTheDocument();
  });

  it('shows nothing without decisions', async () => {
    server.use(mswHttp.get('*/api/decisions.php', () => HttpResponse.json({ statements: [] })));
    const view = renderWithTheme(<Decisions />);
    await waitFor(() => expect(callsTo('GET', '/api/decisions.php')).toHaveLength(1));
    await waitFor(() => expect(view.container).toBeEmptyDOMElement());
  });

  it('checks the appeal as typed, sends it, and then offers no second appeal', async () => {
    renderWithTheme(<Decisions />);
    fireEvent.click(await screen.findByRole('button', { name: 'Bezwaar maken' }));
    const field = screen.getByRole('textbox', { name: 'Waarom ben je het niet eens met deze beslissing?' });
    fireEvent.change(field, { target: { value: 'kort' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bezwaar versturen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Leg in minstens 10 tekens uit waarom je het niet eens bent met de beslissing.');
    expect(callsTo('POST', '/api/appeal.php')).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'Op deze foto sta ik echt zelf, zonder contactgegevens.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bezwaar versturen' }));
    expect(await screen.findByText('Je bezwaar is ontvangen. Een medewerker beoordeelt het en laat je de uitkomst per e-mail weten.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bezwaar maken' })).not.toBeInTheDocument();
    expect(callsTo('POST', '/api/appeal.php')).toHaveLength(1);
  });

  it("shows the server's refusal", async () => {
    server.use(
      mswHttp.post('*/api/appeal.php', () => HttpResponse.json({ error: 'appeal_not_allowed', message: 'De termijn van 6 maanden om bezwaar te maken is voorbij.' }, { status: 409 })),
    );
    renderWithTheme(<Decisions />);
    fireEvent.click(await screen.findByRole('button', { name: 'Bezwaar maken' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Op deze foto sta ik echt zelf, zonder contactgegevens.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bezwaar versturen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('De termijn van 6 maanden om bezwaar te maken is voorbij.');
  });
});
