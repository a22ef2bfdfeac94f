import type { FastifyInstance } from 'fastify';
import { registerBlocks } from './blocks';
import { registerLikes } from './likes';
import { registerMatchFinder } from './match-finder';
import { registerMember } from './member';
import { registerSearch } from './search';
import { registerSwipe } from './swipe';
import { routePlugin } from '../../route-plugin';

/**
 * Members (issue 4): search, another member's profile, blocking, likes, swipe game and match
 * finder. Every query about other members goes through `visibleProfiles` (visibility.ts).
 */
export async function membersPlugin(app: FastifyInstance): Promise<void> {
  registerSearch(app);
  registerMember(app);
  registerBlocks(app);
  registerLikes(app);
  registerSwipe(app);
  registerMatchFinder(app);
}

export default routePlugin('member', membersPlugin);
