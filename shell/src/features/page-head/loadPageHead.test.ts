import { http as mswHttp, HttpResponse } from 'msw';
import { callsTo, server, useMockApi } from 'shared-kernel/testing/server';
import { resetPageHead, updatePageHead } from './loadPageHead';

useMockApi();

const freshDocument = () => {
  const doc = document.implementation.createHTMLDocument('Hartklop');
  doc.head.insertAdjacentHTML('beforeend', '<meta name="description" content="Oud"><link rel="canonical" href="http://localhost/login">');
  return doc;
};
const head = { title: 'Algemene voorwaarden | Hartklop', description: 'De voorwaarden.', canonical: 'http://localhost/pages/terms', robots: 'index, follow' };
const description = (doc: Document) => doc.head.querySelector('meta[name="description"]')?.getAttribute('content');

beforeEach(() => {
  resetPageHead();
  server.use(mswHttp.get('*/api/page-head.php', () => HttpResponse.json(head)));
});

describe('updatePageHead', () => {
  it('asks the server for the new path’s head and puts description, canonical and robots into the page', async () => {
    const doc = freshDocument();
    await updatePageHead(() => '/pages/terms', doc);
    expect(callsTo('GET', '/api/page-head.php').map((c) => c.search)).toEqual(['?path=%2Fpages%2Fterms']);
    expect(doc.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(description(doc)).toBe('De voorwaarden.');
    expect(doc.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('index, follow');
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://localhost/pages/terms');
  });

  it('asks nothing when only the query changed: the path is the HTML’s, or the one asked for last', async () => {
    const doc = freshDocument();
    await updatePageHead(() => '/login', doc);
    expect(callsTo('GET', '/api/page-head.php')).toHaveLength(0);
    await updatePageHead(() => '/pages/terms', doc);
    await updatePageHead(() => '/pages/terms', doc);
    expect(callsTo('GET', '/api/page-head.php')).toHaveLength(1);
  });

  it('leaves the head alone when the visitor has moved on, or when the server does not answer', async () => {
    const doc = freshDocument();
    let path = '/pages/terms';
    const pending = updatePageHead(() => path, doc);
    path = '/pages/privacy';
    await pending;
    expect(description(doc)).toBe('Oud');
    server.use(mswHttp.get('*/api/page-head.php', () => HttpResponse.json({ error: { code: 'not_found', message: 'Niet gevonden' } }, { status: 404 })));
    await updatePageHead(() => '/pages/faq', doc);
    expect(description(doc)).toBe('Oud');
  });
});
