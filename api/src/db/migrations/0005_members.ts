import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Members (issue 4): likes (a mutual like is a match), blocks, swipe-game likes per day, and the
 * privacy flags of a profile (invisible: not in search or lists; privacy mode: photos only for
 * members the profile liked).
 */
const up = [
  sql`alter table profiles
    add column invisible boolean not null default false,
    add column privacy_mode boolean not null default false`,

  sql`create table likes (
    liker_profile_id integer not null references profiles (id) on delete cascade,
    liked_profile_id integer not null references profiles (id) on delete cascade,
    created_at timestamptz not null default now(),
    like_new boolean not null default true,
    source text not null default 'profile' check (source in ('profile', 'swipe', 'match_finder', 'auto')),
    primary key (liker_profile_id, liked_profile_id),
    check (liker_profile_id <> liked_profile_id)
  )`,
  // Likes received by a profile, newest first (the likes page, the new-likes badge).
  sql`create index likes_liked_created on likes (liked_profile_id, created_at desc)`,

  sql`create table blocks (
    blocker_profile_id integer not null references profiles (id) on delete cascade,
    blocked_profile_id integer not null references profiles (id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (blocker_profile_id, blocked_profile_id),
    check (blocker_profile_id <> blocked_profile_id)
  )`,
  sql`create index blocks_blocked on blocks (blocked_profile_id)`,

  // One row per swipe-game like; the day is the Europe/Amsterdam calendar day.
  sql`create table swipe_likes (
    profile_id integer not null references profiles (id) on delete cascade,
    day date not null,
    liked_profile_id integer not null references profiles (id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (profile_id, day, liked_profile_id)
  )`,
];

const down = [
  sql`drop table if exists swipe_likes`,
  sql`drop table if exists blocks`,
  sql`drop table if exists likes`,
  sql`alter table profiles drop column invisible, drop column privacy_mode`,
];

export const membersSchema = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
