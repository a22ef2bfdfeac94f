import type { PageHeadResponse } from '../contract';

/** GET /api/page-head.php for the mocks: the site's name and description, indexable, at localhost. */
export function mockPageHead(path: string): PageHeadResponse {
  return {
    title: 'Hartklop',
    description: 'Hartklop is de datingsite voor Nederland en België.',
    canonical: `http://localhost${path}`,
    robots: 'index, follow',
  };
}
