import { http as mswHttp, HttpResponse } from 'msw';
import { callsTo, server, useMockApi } from 'shared-kernel/mocks/testing';
import { loadPageHead } from './loadPageHead';

useMockApi();

const freshDocument = () => {
  const doc = document.implementation.createHTMLDocument('Hartklop');
  doc.head.insertAdjacentHTML('beforeend', '<meta name="description" content="Oud"><link rel="canonical" href="http://localhost/oud">');
  return doc;
};
const head = { title: 'Algemene voorwaarden | Hartklop', description: 'De voorwaarden.', canonical: 'http://localhost/pages/terms', robots: 'index, follow' };

describe('loadPageHead', () => {
  it('asks the server for the path’s head and puts description, canonical and robots into the page', async () => {
    server.use(mswHttp.get('*/api/page-head.php', () => HttpResponse.json(head)));
    const doc = freshDocument();
    await loadPageHead('/pages/terms', () => true, doc);
    expect(callsTo('GET', '/api/page-head.php')[0]?.search).toBe('?path=%2Fpages%2Fterms');
    expect(doc.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(doc.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('De voorwaarden.');
    expect(doc.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('index, follow');
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://localhost/pages/terms');
  });

  it('leaves the head alone when the visitor has moved on, or when the server does not answer', async () => {
    server.use(mswHttp.get('*/api/page-head.php', () => HttpResponse.json(head)));
    const doc = freshDocument();
    await loadPageHead('/pages/terms', () => false, doc);
    expect(doc.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Oud');
    server.use(mswHttp.get('*/api/page-head.php', () => HttpResponse.json({ error: { code: 'not_found', message: 'Niet gevonden' } }, { status: 404 })));
    await loadPageHead('/pages/terms', () => true, doc);
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://localhost/oud');
  });
});
