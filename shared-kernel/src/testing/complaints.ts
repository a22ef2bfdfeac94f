import type { Api, Complaint, ComplaintCategory, ResponseOf, User } from '../contract';
import { ERROR_CODES } from '../contract/error-codes';
import { mockError } from './accounts';
import { userFixture } from './fixtures';

/**
 * Complaints and reports for the mocks: notices kept in memory per reporter (the mock user's id,
 * or 0 for visitors), with references MLD-MOCK0001, MLD-MOCK0002, ...
 */
interface StoredComplaint {
  reporter: number;
  complaint: Complaint;
}

let stored: StoredComplaint[] = [];
let next = 2;

/** The fixture user's earlier report (reference MLD-MOCK0001), being handled. */
const initialComplaints = (): StoredComplaint[] => [
  {
    reporter: userFixture.id,
    complaint: {
      reference: 'MLD-MOCK0001',
      category: 'fake_profile',
      status: 'in_progress',
      explanation: 'De foto’s van dit profiel staan ook op een website van een fotograaf.',
      urls: 'https://hartklop.nl/members/3004',
      profile_id: 3004,
      message_id: null,
      created_at: '2026-03-10T09:12:00.000Z',
      status_changed_at: '2026-03-11T14:03:00.000Z',
    },
  },
];

export function resetMockComplaints(): void {
  stored = initialComplaints();
  next = 2;
}
resetMockComplaints();

interface MockComplaintBody {
  category: ComplaintCategory;
  explanation: string;
  urls?: string;
  name?: string;
  email?: string;
  profile_id?: number;
  message_id?: number;
}

/** POST /api/complaint.php: a visitor must give name and e-mail; a member's come from the account. */
export function submitMockComplaint(session: User | null, body: MockComplaintBody): ResponseOf<Api['submitComplaint']> | Response {
  if (!session && !body.name?.trim()) return mockError(400, ERROR_CODES.validation, 'Vul je naam in.');
  if (!session && !body.email?.trim()) return mockError(400, ERROR_CODES.validation, 'Vul je e-mailadres in.');
  if (!session && body.message_id !== undefined) return mockError(403, ERROR_CODES.authenticationRequired, 'Log in om verder te gaan.');
  const now = new Date().toISOString();
  const complaint: Complaint = {
    reference: `MLD-MOCK${String(next++).padStart(4, '0')}`,
    category: body.category,
    status: 'received',
    explanation: body.explanation.trim(),
    urls: (body.urls ?? '').trim(),
    profile_id: body.profile_id ?? null,
    message_id: body.message_id ?? null,
    created_at: now,
    status_changed_at: now,
  };
  stored.unshift({ reporter: session?.id ?? 0, complaint });
  return { complaint };
}

/** GET /api/complaints.php: the mock user's own notices, newest first. */
export const mockComplaints = (session: User): ResponseOf<Api['complaints']> => ({
  complaints: stored.filter((s) => s.reporter === session.id).map((s) => s.complaint),
});

/** GET /api/complaint.php?reference=: one of the mock user's own notices, else 404. */
export function mockComplaint(session: User, reference: string | undefined): ResponseOf<Api['complaint']> | Response {
  const own = stored.find((s) => s.reporter === session.id && s.complaint.reference === reference);
  return own ? { complaint: own.complaint } : mockError(404, ERROR_CODES.notFound, 'Deze melding bestaat niet, of is niet van jou.');
}
