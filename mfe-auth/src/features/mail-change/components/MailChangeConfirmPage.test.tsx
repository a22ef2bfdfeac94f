import { screen } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { ACCOUNT_TEXTS } from 'shared-kernel/testing/account-texts';
import { MOCK_TOKENS } from 'shared-kernel/testing';
import { accountErrors } from 'shared-kernel/testing/accounts';
import { callsTo, logIn, server, useMockApi } from 'shared-kernel/testing/server';
import { renderStrictAt } from '../../../testing/renderStrict';
import MailChangeConfirmPage from './MailChangeConfirmPage';

useMockApi();

const VALID = `/mail-change/do?token=${MOCK_TOKENS.mailChange}`;

describe('MailChangeConfirmPage', () => {
  it('confirms once, refreshes the logged-in user and names the new address', async () => {
    logIn();
    renderStrictAt(MailChangeConfirmPage, VALID);
    expect(screen.getByRole('heading', { level: 1, name: 'E-mailadres bevestigen' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Je nieuwe e-mailadres wordt bevestigd...');
    expect(await screen.findByText('Je e-mailadres is gewijzigd in nieuw@example.nl')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar je account' })).toHaveAttribute('href', '/settings');
    expect(callsTo('PUT', '/api/mail-change.php').map((r) => r.body)).toEqual([{ token: MOCK_TOKENS.mailChange }]);
    expect(callsTo('GET', '/api/user.php')).toHaveLength(1);
  });

  it('confirms for a visitor who is not logged in and leads to login', async () => {
    renderStrictAt(MailChangeConfirmPage, VALID);
    expect(await screen.findByText('Je e-mailadres is gewijzigd in nieuw@example.nl')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
    expect(callsTo('GET', '/api/user.php')).toHaveLength(0);
  });

  it('shows the invalid-link text of the server', async () => {
    renderStrictAt(MailChangeConfirmPage, '/mail-change/do?token=mock-mail-change-token-99');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.linkInvalid);
    expect(callsTo('PUT', '/api/mail-change.php')).toHaveLength(1);
  });

  it('shows that the address has an account meanwhile', async () => {
    server.use(mswHttp.put('*/api/mail-change.php', () => accountErrors.emailTaken()));
    renderStrictAt(MailChangeConfirmPage, VALID);
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.emailTaken);
  });

  it('without a token says the link is invalid and sends nothing', () => {
    renderStrictAt(MailChangeConfirmPage, '/mail-change/do');
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.linkInvalid);
    expect(callsTo('PUT', '/api/mail-change.php')).toHaveLength(0);
  });
});
