import { callsTo, logIn, useMockApi } from 'shared-kernel/testing/server';
import { sessionStore } from 'shared-kernel/stores/session';
import { startSession } from './startSession';

useMockApi();

const documentWith = (flag: string | null): Document => {
  const doc = document.implementation.createHTMLDocument('Hartklop');
  if (flag !== null) {
    const meta = doc.createElement('meta');
    meta.name = 'hartklop-session';
    meta.content = flag;
    doc.head.append(meta);
  }
  return doc;
};

const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('startSession', () => {
  beforeEach(() => sessionStore.set({ status: 'unknown', user: null }));

  it('makes a visitor without a session anonymous without asking the server', async () => {
    startSession(documentWith('0'));
    expect(sessionStore.get().status).toBe('anonymous');
    await settled();
    expect(callsTo('GET', '/api/user.php')).toHaveLength(0);
  });

  it('loads the user when the server saw a session', async () => {
    const user = logIn();
    sessionStore.set({ status: 'unknown', user: null });
    startSession(documentWith('1'));
    await settled();
    expect(callsTo('GET', '/api/user.php')).toHaveLength(1);
    expect(sessionStore.get()).toEqual({ status: 'authenticated', user });
  });

  it('asks the server when the page has no flag (the dev server’s HTML)', async () => {
    startSession(documentWith(null));
    await settled();
    expect(callsTo('GET', '/api/user.php')).toHaveLength(1);
    expect(sessionStore.get().status).toBe('anonymous');
  });
});
