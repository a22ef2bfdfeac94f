import { fireEvent, screen } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { ACCOUNT_TEXTS } from 'shared-kernel/testing/account-texts';
import { MOCK_TOKENS } from 'shared-kernel/testing';
import { mockError } from 'shared-kernel/testing/accounts';
import { callsTo, server, useMockApi } from 'shared-kernel/testing/server';
import { renderStrictAt } from '../../../testing/renderStrict';
import UnsubscribePage from './UnsubscribePage';

useMockApi();

const VALID = `/unsubscribe?token=${encodeURIComponent(MOCK_TOKENS.unsubscribe)}`;
const button = () => screen.getByRole('button', { name: 'Afmelden voor e-mails' });

describe('UnsubscribePage', () => {
  it('sends nothing on opening: only the button posts the token, then says e-mail is off and where to switch it on', async () => {
    renderStrictAt(UnsubscribePage, VALID);
    expect(screen.getByRole('heading', { level: 1, name: 'Afmelden voor e-mails' })).toBeInTheDocument();
    expect(callsTo('POST', '/api/unsubscribe.php')).toHaveLength(0);

    fireEvent.click(button());
    const status = (await screen.findByText('Je bent afgemeld')).closest('[role="status"]');
    expect(status).not.toBeNull();
    expect(status).toHaveTextContent('Je ontvangt geen e-mails meer van ons.');
    expect(status).toHaveTextContent('Zet je e-mail weer aan onder Instellingen.');
    expect(screen.getByRole('link', { name: 'Naar Instellingen' })).toHaveAttribute('href', '/notifications');
    expect(screen.queryByRole('button', { name: 'Afmelden voor e-mails' })).not.toBeInTheDocument();
    expect(callsTo('POST', '/api/unsubscribe.php').map((r) => r.body)).toEqual([{ token: MOCK_TOKENS.unsubscribe }]);
  });

  it('a double click posts once', async () => {
    renderStrictAt(UnsubscribePage, VALID);
    const once = button();
    fireEvent.click(once);
    fireEvent.click(once);
    expect(await screen.findByText('Je bent afgemeld')).toBeInTheDocument();
    expect(callsTo('POST', '/api/unsubscribe.php')).toHaveLength(1);
  });

  it("shows the server's text for a link that is not valid", async () => {
    renderStrictAt(UnsubscribePage, '/unsubscribe?token=3001.vervalst');
    fireEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.linkInvalid);
    expect(screen.getByRole('link', { name: 'Naar Instellingen' })).toHaveAttribute('href', '/notifications');
    expect(callsTo('POST', '/api/unsubscribe.php').map((r) => r.body)).toEqual([{ token: '3001.vervalst' }]);
  });

  it('shows a failure of the server', async () => {
    server.use(mswHttp.post('*/api/unsubscribe.php', () => mockError(500, 'internal_error', 'Er is een fout opgetreden, probeer het later opnieuw.')));
    renderStrictAt(UnsubscribePage, VALID);
    fireEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent('Er is een fout opgetreden, probeer het later opnieuw.');
  });

  it('without a token says the link is invalid and offers no button', () => {
    renderStrictAt(UnsubscribePage, '/unsubscribe');
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.linkInvalid);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(callsTo('POST', '/api/unsubscribe.php')).toHaveLength(0);
  });
});
