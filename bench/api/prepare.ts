// Builds the benchmark database: migrations, the demo question bank, 10,000 students with
// 50,000 completed papers and 1,000,000 answered paper items, plus the load users' data.
import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { openDatabase, queryRows } from '../../apps/api/src/db/client'
import { migrate } from '../../apps/api/src/db/migrate'
import { seedQuestionBank } from '../../apps/api/src/seed/question-bank'

export const BENCH = {
  readerToken: 'bench-reader-token-0000000000000000000000',
  writerToken: 'bench-writer-token-0000000000000000000000',
  /** bench1@example.com: a student with 5 completed papers (the performance dashboard). */
  studentToken: 'bench-student-token-000000000000000000000',
  readerPaper: 'BR00000001',
  writerPrefix: 'BW',
  writerPapers: 3000,
  /** Issue 12: the reader's Next Gen paper (a case study's six items first) and NGN writer papers. */
  ngnReaderPaper: 'BQ00000001',
  ngnWriterPrefix: 'BN',
  ngnWriterPapers: 1500,
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const name = process.env.BENCH_DATABASE ?? 'nr_bench'
const sha = (t: string) => createHash('sha256').update(t).digest('base64url')

const admin = new pg.Client({ connectionString: serverUrl })
await admin.connect()
await admin.query(`drop database if exists ${name} with (force)`)
await admin.query(`create database ${name}`)
await admin.end()
const url = new URL(serverUrl)
url.pathname = `/${name}`
const database = await openDatabase({ driver: 'postgres', url: url.toString() })
const db = database.db
await migrate(database)
await seedQuestionBank(db)

const t0 = Date.now()
await db.execute(sql`
  insert into users (name, email, password_hash)
  select 'Bench Student ' || g, 'bench' || g || '@example.com', 'scrypt$16384$8$1$x$x'
  from generate_series(1, 10000) g`)
await db.execute(sql`
  create temp table qn as
  select id, subject_id, row_number() over (partition by subject_id order by id) as rn
  from questions where style = 'traditional'`)
await db.execute(sql`
  create temp table sn as select id, row_number() over (order by position) - 1 as n from subjects`)
// 5 completed papers of 20 questions per student: 50,000 papers.
await db.execute(sql`
  insert into papers (code, user_id, style, mode, subject_id, question_count, status,
    marks_scored, marks_possible, answered_count, correct_count, created_at, completed_at)
  select 'BP' || lpad(to_hex((row_number() over ())::int), 8, '0'), u.id, 'traditional', 'tutor', sn.id,
    20, 'completed', 30, 60, 20, 10, now() - (g || ' days')::interval, now() - (g || ' days')::interval
  from users u cross join generate_series(1, 5) g
  join sn on sn.n = (g % 8)
  where u.email like 'bench%@example.com'`)
// 20 answered items per paper: 1,000,000 items.
await db.execute(sql`
  insert into paper_items (paper_id, position, question_id, answer, is_correct, marks_awarded, marks_possible, answered_at)
  select p.id, pos, qn.id, '{"type":"mcq","choice":"x"}'::jsonb, pos % 2 = 0,
    case when pos % 2 = 0 then 3 else 0 end, 3, p.created_at
  from papers p cross join generate_series(1, 20) pos
  join qn on qn.subject_id = p.subject_id and qn.rn = ((pos - 1) % 15) + 1
  where p.code like 'BP%'`)

// The load users: a reader (one in-process paper of 100) and a writer (many open tutor papers of
// multiple-choice questions, so each write request answers a fresh question).
await db.execute(sql`
  insert into users (name, email, password_hash) values
  ('Bench Reader', 'reader@bench.local', 'x'), ('Bench Writer', 'writer@bench.local', 'x')`)
await db.execute(sql`
  insert into sessions (user_id, token_hash, expires_at)
  select id, case email when 'reader@bench.local' then ${sha(BENCH.readerToken)} else ${sha(BENCH.writerToken)} end,
    now() + interval '1 day'
  from users where email in ('reader@bench.local', 'writer@bench.local')`)
await db.execute(sql`
  insert into sessions (user_id, token_hash, expires_at)
  select id, ${sha(BENCH.studentToken)}, now() + interval '1 day' from users where email = 'bench1@example.com'`)
await db.execute(sql`
  insert into papers (code, user_id, style, mode, subject_id, question_count, marks_possible)
  select ${BENCH.readerPaper}, u.id, 'traditional', 'tutor', (select id from sn where n = 0), 100, 300
  from users u where email = 'reader@bench.local'`)
await db.execute(sql`
  insert into papers (code, user_id, style, mode, subject_id, question_count, marks_possible)
  select ${BENCH.writerPrefix} || lpad(g::text, 8, '0'), u.id, 'traditional', 'tutor', (select id from sn where n = 1), 100, 300
  from users u cross join generate_series(0, ${BENCH.writerPapers - 1}) g where email = 'writer@bench.local'`)
await db.execute(sql`
  create temp table mcq as
  select id, row_number() over (order by id) as rn from questions where type = 'mcq'`)
await db.execute(sql`
  insert into paper_items (paper_id, position, question_id, marks_possible)
  select p.id, pos, mcq.id, 3
  from papers p cross join generate_series(1, 100) pos
  join mcq on mcq.rn = ((pos - 1) % (select count(*) from mcq)) + 1
  where p.code = ${BENCH.readerPaper} or p.code like ${`${BENCH.writerPrefix}%`}`)
// Next Gen items (issue 12): the reader's paper holds the sepsis case study in positions 1-6 (its
// record unfolds), the writer's papers cycle over the three stand-alone select-all items.
await db.execute(sql`
  insert into papers (code, user_id, style, mode, subject_id, question_count, marks_possible)
  select ${BENCH.ngnReaderPaper}, u.id, 'nextgen', 'tutor', (select id from sn where n = 2), 6, 30
  from users u where email = 'reader@bench.local'`)
await db.execute(sql`
  insert into paper_items (paper_id, position, question_id, marks_possible)
  select p.id, q.case_step + 1, q.id, 5
  from papers p cross join questions q
  join case_studies c on c.id = q.case_study_id and c.key = 'cs-01-sepsis'
  where p.code = ${BENCH.ngnReaderPaper}`)
await db.execute(sql`
  insert into papers (code, user_id, style, mode, subject_id, question_count, marks_possible)
  select ${BENCH.ngnWriterPrefix} || lpad(g::text, 8, '0'), u.id, 'nextgen', 'tutor', (select id from sn where n = 1), 100, 400
  from users u cross join generate_series(0, ${BENCH.ngnWriterPapers - 1}) g where email = 'writer@bench.local'`)
await db.execute(sql`
  insert into paper_items (paper_id, position, question_id, marks_possible)
  select p.id, pos, q.id, 4
  from papers p cross join generate_series(1, 100) pos
  join questions q on q.key = 'ngn-multi-0' || (((pos - 1) % 3) + 1)
  where p.code like ${`${BENCH.ngnWriterPrefix}%`}`)
// Settle the fresh rows before measuring: vacuum sets their hint bits and visibility map (else
// autovacuum and the first reads do it during the runs) and a checkpoint flushes them.
await db.execute(sql`vacuum analyze`)
await db.execute(sql`checkpoint`)
const [counts] = await queryRows<{ users: number; papers: number; items: number }>(
  db,
  sql`select (select count(*) from users)::int as users, (select count(*) from papers)::int as papers,
    (select count(*) from paper_items)::int as items`,
)
console.log(
  JSON.stringify({ database: url.toString(), ...counts, seconds: (Date.now() - t0) / 1000 }),
)
await database.close()
