/**
 * The shell's route table: for every path of SPEC §2, its route name, layout and owning remote.
 * Remotes render their own routes below these paths; the shell only chooses layout and remote.
 */
import { LANDER_VARIANTS, STATIC_PAGES } from 'shared-kernel/router/paths';

export type LayoutKind = 'default' | 'chat' | 'lander' | 'empty';
export type RemoteName = 'mfe-auth' | 'mfe-members' | 'mfe-chat' | 'mfe-payments' | 'mfe-landers';

export interface ShellRoute {
  path: string;
  name: string;
  layout: LayoutKind;
  remote: RemoteName;
}

const r = (path: string, name: string, remote: RemoteName, layout: LayoutKind = 'default'): ShellRoute => ({
  path,
  name,
  remote,
  layout,
});

export const ROUTES: readonly ShellRoute[] = [
  r('/', 'index', 'mfe-landers'),
  // accounts
  r('/login', 'login', 'mfe-auth'),
  r('/signup', 'signup', 'mfe-auth'),
  r('/signup-matches', 'signup-matches', 'mfe-auth'),
  r('/complete-signup', 'complete-signup', 'mfe-auth'),
  r('/reset-password', 'reset-password', 'mfe-auth'),
  r('/reset-password/do', 'reset-password-do', 'mfe-auth'),
  r('/activate/done', 'activate-done', 'mfe-auth'),
  r('/activate/error', 'activate-error', 'mfe-auth'),
  r('/mail-change/do', 'mail-change-do', 'mfe-auth'),
  r('/account-deleted', 'account-deleted', 'mfe-auth'),
  // The unsubscribe link of a mail (a button posts its token).
  r('/unsubscribe', 'unsubscribe', 'mfe-auth'),
  // Account settings: e-mail address, data download, account deletion (notification settings are /notifications).
  r('/settings', 'settings', 'mfe-auth'),
  r('/members/:id/signup', 'members-id-signup', 'mfe-auth', 'empty'),
  // members
  r('/members', 'members', 'mfe-members'),
  r('/members/:id', 'members-id', 'mfe-members'),
  r('/likes', 'likes', 'mfe-members'),
  r('/likes/m/:id', 'likes-m-id', 'mfe-members'),
  r('/likes/:type', 'likes-type', 'mfe-members'),
  r('/notifications', 'notifications', 'mfe-members'),
  r('/profile', 'profile', 'mfe-members'),
  r('/match-finder', 'match-finder', 'mfe-members'),
  r('/swipe-game', 'swipe-game', 'mfe-members'),
  r('/lang-config', 'lang-config', 'mfe-members'),
  // chat
  r('/chats', 'chats', 'mfe-chat'),
  r('/chats/:id', 'chats-id', 'mfe-chat', 'chat'),
  r('/members/:id/chat', 'members-id-chat', 'mfe-chat', 'chat'),
  // payments
  r('/premium', 'premium', 'mfe-payments'),
  r('/pricing', 'pricing', 'mfe-payments'),
  r('/credits', 'credits', 'mfe-payments'),
  r('/credits/repeat-order', 'credits-repeat-order', 'mfe-payments'),
  r('/credits/:id/:paymentmethod?', 'credits-id-paymentmethod', 'mfe-payments'),
  r('/directdebit', 'directdebit', 'mfe-payments'),
  r('/transactions/:id?', 'transactions', 'mfe-payments'),
  // landers and static pages
  r('/members/:id/landing', 'members-id-landing', 'mfe-landers', 'lander'),
  r('/members/:id/landing2/:slug?', 'members-id-landing2', 'mfe-landers', 'lander'),
  r('/members/:id/landing3/:slug?', 'members-id-landing3', 'mfe-landers', 'lander'),
  r('/landers/tinderswipe', 'landers-tinderswipe', 'mfe-landers', 'lander'),
  ...LANDER_VARIANTS.map((v) => r(`/landers/${v}/:slug?`, `landers-${v}`, 'mfe-landers', 'lander')),
  r('/complaints', 'complaints', 'mfe-landers'),
  ...STATIC_PAGES.map((p) => r(`/pages/${p}`, `pages-${p}`, 'mfe-landers')),
  // A static page addressed by its token (e.g. /algemene-voorwaarden); landers reports unknown tokens as 404.
  r('/:token', 'token', 'mfe-landers'),
];
