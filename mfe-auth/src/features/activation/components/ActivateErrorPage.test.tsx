import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import type { User } from 'shared-kernel/contract';
import { ACCOUNT_TEXTS } from 'shared-kernel/testing/account-texts';
import { ERROR_CODES } from 'shared-kernel/contract/error-codes';
import { setMockSession, userFixture } from 'shared-kernel/testing';
import { mockError } from 'shared-kernel/testing/accounts';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import { sessionStore } from 'shared-kernel/stores/session';
import { callsTo, logIn, server, useMockApi } from 'shared-kernel/testing/server';
import ActivateErrorPage from './ActivateErrorPage';

useMockApi();

const unconfirmed: User = { ...userFixture, status: 'not_confirmed', profile: { ...userFixture.profile, status: 'disabled' } };
const resendButton = () => screen.getByRole('button', { name: /Stuur een nieuwe activatiemail/ });

describe('ActivateErrorPage', () => {
  it('explains the failure and asks an anonymous visitor to log in first', () => {
    renderRemoteAt(ActivateErrorPage, '/activate/error');
    expect(screen.getByRole('heading', { level: 1, name: 'Activeren mislukt' })).toBeInTheDocument();
    expect(screen.getByText(/De activatielink is verlopen/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login?redirect=%2Factivate%2Ferror');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('lets a logged-in member who is not confirmed request a new activation mail', async () => {
    logIn(unconfirmed);
    renderRemoteAt(ActivateErrorPage, '/activate/error');
    fireEvent.click(resendButton());
    fireEvent.click(resendButton());
    expect(resendButton()).toBeDisabled();
    expect(await screen.findByText(/We hebben je een nieuwe activatiemail gestuurd/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(callsTo('POST', '/api/activation-mail.php')).toHaveLength(1);
  });

  it('shows the server text when no more activation mails may be sent', async () => {
    server.use(
      mswHttp.post('*/api/activation-mail.php', () =>
        mockError(429, ERROR_CODES.rateLimited, ACCOUNT_TEXTS.activationMailRateLimited),
      ),
    );
    logIn(unconfirmed);
    renderRemoteAt(ActivateErrorPage, '/activate/error');
    fireEvent.click(resendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.activationMailRateLimited);
    expect(resendButton()).toBeEnabled();
  });

  it('tells a confirmed member the account is already active', () => {
    logIn();
    renderRemoteAt(ActivateErrorPage, '/activate/error');
    expect(screen.getByText('Je account is al geactiveerd.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks the server who is logged in when nobody has yet', async () => {
    sessionStore.set({ status: 'unknown', user: null });
    setMockSession(unconfirmed);
    renderRemoteAt(ActivateErrorPage, '/activate/error');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Stuur een nieuwe activatiemail/ })).toBeInTheDocument();
    await waitFor(() => expect(callsTo('GET', '/api/user.php')).toHaveLength(1));
  });
});
