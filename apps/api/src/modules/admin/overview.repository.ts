import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'

type Row = Record<string, unknown>

/** The overview's figures, each from one SQL aggregate over the live tables. */
export function overviewRepository(db: Db) {
  const one = async (query: ReturnType<typeof sql>) => {
    const res = (await db.execute(query)) as unknown as { rows: Row[] }
    return Number(res.rows[0]?.n ?? 0)
  }
  return {
    async figures(now: Date) {
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
      const [students, activePlans, testsTaken, openChats, newLeads, revenue] = await Promise.all([
        one(sql`select count(*) as n from users where role = 'student' and anonymised_at is null`),
        one(
          sql`select count(*) as n from subscriptions where scope = 'plan' and starts_at <= ${now} and ends_at > ${now}`,
        ),
        one(sql`select count(*) as n from papers where status = 'completed'`),
        // Open: the thread's latest message is the student's (waiting for support's answer).
        one(
          sql`select count(*) as n from chat_threads t join chat_messages m on m.thread_id = t.id and m.seq = t.last_seq where m.sender = 'student'`,
        ),
        one(sql`select count(*) as n from contact_leads where handled_at is null`),
        db.execute(
          sql`select currency, sum(amount_cents)::bigint as cents from orders where status = 'paid' and paid_at >= ${monthStart} and paid_at <= ${now} group by currency order by currency`,
        ) as unknown as Promise<{ rows: Row[] }>,
      ])
      return {
        students,
        activePlans,
        testsTaken,
        openChats,
        newLeads,
        revenueThisMonth: revenue.rows.map((r) => ({
          currency: String(r.currency),
          amountCents: Number(r.cents),
        })),
      }
    },
  }
}
