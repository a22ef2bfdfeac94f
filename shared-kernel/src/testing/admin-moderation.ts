import { HttpResponse } from 'msw';
import type { adminModerationApi, Api, ModerationItem, ReportEntry, ResponseOf } from '../contract';
import { ERROR_CODES } from '../contract/error-codes';
import { mockAudit, mockStaffGuard } from './admin';

/**
 * The back office's moderation and reports for the mocks (issue 18): two photos and a text in the
 * moderation queue, a notice and an appeal in the reports queue; decisions take them out and are
 * written to the mock audit log.
 */
let items: ModerationItem[] = [];
let reports: ReportEntry[] = [];
let nextStatement = 1;

const initialItems = (): ModerationItem[] => [
  {
    id: 1,
    kind: 'photo',
    profile_id: 3002,
    profile_name: 'Femke',
    user_id: 902,
    photo_id: 501,
    content: 'seed/female-01.jpg',
    image: '/media/seed/female-01.jpg',
    thumb: '/media/seed/female-01_thumb.jpg',
    created_at: '2026-03-14T08:00:00.000Z',
    updated_at: '2026-03-14T08:00:00.000Z',
  },
  {
    id: 2,
    kind: 'text',
    profile_id: 3003,
    profile_name: 'Lotte',
    user_id: 903,
    photo_id: null,
    content: 'Stuur me een berichtje op 06-12345678!',
    image: null,
    thumb: null,
    created_at: '2026-03-14T09:30:00.000Z',
    updated_at: '2026-03-14T09:30:00.000Z',
  },
];

const initialReports = (): ReportEntry[] => [
  {
    type: 'notice',
    id: 1,
    reference: 'MLD-MOCK0001',
    category: 'fake_profile',
    category_label: 'Nepprofiel',
    explanation: 'De foto’s van dit profiel staan ook op een website van een fotograaf.',
    created_at: '2026-03-10T09:12:00.000Z',
    user_id: 904,
    profile_id: 3004,
    profile_name: 'Sanne',
    reported_message_text: null,
  },
  {
    type: 'appeal',
    id: 1,
    reference: 'BSL-MOCK0002',
    category: 'appeal',
    category_label: 'Bezwaar tegen een beslissing',
    explanation: 'Op die foto sta ik echt zelf.',
    created_at: '2026-03-12T11:00:00.000Z',
    user_id: 905,
    profile_id: 3005,
    profile_name: 'Noor',
    reported_message_text: null,
  },
];

export function resetMockAdminModeration(): void {
  items = initialItems();
  reports = initialReports();
  nextStatement = 1;
}
resetMockAdminModeration();

const MODERATORS = ['moderator', 'admin'] as const;
const error = (status: number, code: string, message: string): Response => HttpResponse.json({ error: code, message }, { status });
const statementRef = () => `BSL-MOCKS${String(nextStatement++).padStart(3, '0')}`;

interface MockContext {
  request: Request;
  query: Record<string, string>;
  body: unknown;
}

type Resolvers = { [K in keyof typeof adminModerationApi]: (ctx: MockContext) => ResponseOf<Api[K]> | Response };

export const adminModerationResolvers: Resolvers = {
  moderationQueue: ({ query }) => {
    const guard = mockStaffGuard(MODERATORS);
    if (guard instanceof Response) return guard;
    const open = items.filter((i) => !query.kind || i.kind === query.kind);
    return { items: open.slice(0, Number(query.limit ?? 50)), open: open.length };
  },
  approveItem: ({ body }) => {
    const guard = mockStaffGuard(MODERATORS);
    if (guard instanceof Response) return guard;
    const { id } = body as { id: number };
    if (!items.some((i) => i.id === id)) return error(404, ERROR_CODES.notFound, 'Dit item staat niet (meer) in de wachtrij.');
    items = items.filter((i) => i.id !== id);
    mockAudit('moderation.approve', { type: 'moderation_item', id });
    return { ok: true };
  },
  rejectItem: ({ body }) => {
    const guard = mockStaffGuard(MODERATORS);
    if (guard instanceof Response) return guard;
    const { id, reason } = body as { id: number; reason: string };
    if (!items.some((i) => i.id === id)) return error(404, ERROR_CODES.notFound, 'Dit item staat niet (meer) in de wachtrij.');
    items = items.filter((i) => i.id !== id);
    const statement = statementRef();
    mockAudit('moderation.reject', { type: 'moderation_item', id }, null, { reason, statement });
    return { statement };
  },
  reportsQueue: ({ query }) => {
    const guard = mockStaffGuard(MODERATORS);
    if (guard instanceof Response) return guard;
    const open = reports.filter((r) => !query.category || r.category === query.category);
    return { reports: open.slice(0, Number(query.limit ?? 50)), open: open.length };
  },
  decideNotice: ({ body }) => {
    const guard = mockStaffGuard(MODERATORS);
    if (guard instanceof Response) return guard;
    const { id, action, reason } = body as { id: number; action: string; reason?: string };
    if (!reports.some((r) => r.type === 'notice' && r.id === id)) return error(404, ERROR_CODES.notFound, 'Deze melding bestaat niet (meer).');
    if (action !== 'no_action' && !reason) return error(400, ERROR_CODES.validation, 'Kies een reden.');
    reports = reports.filter((r) => !(r.type === 'notice' && r.id === id));
    const statement = action === 'no_action' ? null : statementRef();
    mockAudit('notice.decide', { type: 'complaint', id }, null, { action, reason: reason ?? null, statement });
    return { statement };
  },
  decideAppeal: ({ body }) => {
    const guard = mockStaffGuard(MODERATORS);
    if (guard instanceof Response) return guard;
    const { id, outcome } = body as { id: number; outcome: string };
    if (!reports.some((r) => r.type === 'appeal' && r.id === id)) return error(404, ERROR_CODES.notFound, 'Dit bezwaar bestaat niet (meer).');
    reports = reports.filter((r) => !(r.type === 'appeal' && r.id === id));
    mockAudit('appeal.decide', { type: 'appeal', id }, null, { outcome });
    return { ok: true };
  },
};
