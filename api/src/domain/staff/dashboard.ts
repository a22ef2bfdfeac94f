import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../db/schema';

/**
 * The back office's dashboard (issue 18): per calendar day in Europe/Amsterdam, the last `days`
 * days up to today. Each figure is a range read of one index of migration 0020 (users by
 * signup_date and confirmed_at, payments by paid_at, messages by created_at, complaints by
 * created_at with decided_at), one statement for all days.
 *
 * - signups: accounts created that day; activations: e-mail addresses confirmed that day.
 * - paying members: members with a payment paid that day; revenue: what those payments brought
 *   (cents, VAT included, in euro, the currency of every country the site sells in), before refunds.
 * - messages: messages sent that day (text, photo, gift).
 * - open reports: notices not yet decided at the end of that day (today: now).
 */
export interface DashboardDayRow {
  date: string;
  signups: number;
  activations: number;
  paying_members: number;
  revenue_cents: number;
  messages: number;
  open_reports: number;
}

export const DASHBOARD_CURRENCY = 'EUR';

export async function dashboardDays(db: Kysely<Schema>, days: number): Promise<DashboardDayRow[]> {
  const result = await sql<DashboardDayRow>`
    with days as (
      select d::date as day,
             (d::date)::timestamp at time zone 'Europe/Amsterdam' as start_at,
             (d::date + 1)::timestamp at time zone 'Europe/Amsterdam' as end_at
      from generate_series(
        (now() at time zone 'Europe/Amsterdam')::date - ${days - 1}::int,
        (now() at time zone 'Europe/Amsterdam')::date,
        interval '1 day'
      ) as d
    )
    select
      to_char(days.day, 'YYYY-MM-DD') as date,
      (select count(*) from users u where u.signup_date >= days.start_at and u.signup_date < days.end_at)::int as signups,
      (select count(*) from users u where u.confirmed_at >= days.start_at and u.confirmed_at < days.end_at)::int as activations,
      (select count(distinct p.user_id) from payments p
        where p.paid_at >= days.start_at and p.paid_at < days.end_at)::int as paying_members,
      (select coalesce(sum(p.amount), 0) from payments p
        where p.paid_at >= days.start_at and p.paid_at < days.end_at and p.currency = ${DASHBOARD_CURRENCY})::int as revenue_cents,
      (select count(*) from messages m where m.created_at >= days.start_at and m.created_at < days.end_at)::int as messages,
      (select count(*) from complaints c
        where c.created_at < least(days.end_at, now())
          and coalesce(c.decided_at, case when c.status = 'resolved' then c.status_changed_at end, 'infinity'::timestamptz)
              >= least(days.end_at, now()))::int as open_reports
    from days
    order by days.day`.execute(db);
  return result.rows;
}
