import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Member search (issue 4). Results show profiles with a main photo first, then the newest: the
 * photo part is kept on the profile (`has_photo`, maintained by a trigger on photos) so that one
 * index gives the order and a page is read without sorting. The indexes carry the columns the
 * visibility rule and the age filter look at, so counting the matches is an index-only scan.
 */
const up = [
  sql`alter table profiles add column has_photo boolean not null default false`,
  sql`update profiles p set has_photo = true
      where exists (select 1 from photos ph where ph.profile_id = p.id and ph.status = 'active')`,

  // Statement-level (transition tables): a batch of photos costs one update, not one per row.
  sql`create function profiles_refresh_has_photo() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update profiles p set has_photo = true
        where p.id in (select profile_id from new_rows where status = 'active') and not p.has_photo;
      elsif tg_op = 'DELETE' then
        update profiles p set has_photo = exists (select 1 from photos ph where ph.profile_id = p.id and ph.status = 'active')
        where p.id in (select profile_id from old_rows) and p.has_photo;
      else
        update profiles p set has_photo = exists (select 1 from photos ph where ph.profile_id = p.id and ph.status = 'active')
        where p.id in (select profile_id from old_rows union select profile_id from new_rows);
      end if;
      return null;
    end
  $$`,
  sql`create trigger photos_has_photo_insert after insert on photos
      referencing new table as new_rows for each statement execute function profiles_refresh_has_photo()`,
  sql`create trigger photos_has_photo_update after update on photos
      referencing old table as old_rows new table as new_rows for each statement execute function profiles_refresh_has_photo()`,
  sql`create trigger photos_has_photo_delete after delete on photos
      referencing old table as old_rows for each statement execute function profiles_refresh_has_photo()`,

  // Search by gender and country (with or without an age range): page order and count.
  sql`create index profiles_search_gender_country on profiles (gender, country, has_photo desc, id desc)
      include (birthdate, invisible, user_id) where status = 'active'`,
  // Search by region (its country follows from it).
  sql`create index profiles_search_region on profiles (region_id, gender, has_photo desc, id desc)
      include (birthdate, invisible, user_id) where status = 'active'`,
  // Search by country only (no gender filter: visitors, bisexual members).
  sql`create index profiles_search_country on profiles (country, has_photo desc, id desc)
      include (gender, birthdate, invisible, user_id) where status = 'active'`,
];

const down = [
  sql`drop index if exists profiles_search_country`,
  sql`drop index if exists profiles_search_region`,
  sql`drop index if exists profiles_search_gender_country`,
  sql`drop trigger if exists photos_has_photo_insert on photos`,
  sql`drop trigger if exists photos_has_photo_update on photos`,
  sql`drop trigger if exists photos_has_photo_delete on photos`,
  sql`drop function if exists profiles_refresh_has_photo()`,
  sql`alter table profiles drop column has_photo`,
];

export const searchIndexes = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
