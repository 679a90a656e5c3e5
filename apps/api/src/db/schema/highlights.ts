import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { papers, questions } from './question-bank'
import { users } from './users'

/**
 * Text a student highlighted in a question's stem or rationale: offsets into the field's text
 * content, and the quoted text so a highlight can be found again if the text moves.
 */
export const highlights = pgTable(
  'highlights',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** The paper it was made in (where the Highlights page opens it); null once that is gone. */
    paperId: uuid('paper_id').references(() => papers.id, { onDelete: 'set null' }),
    position: integer('position'),
    field: text('field', { enum: ['stem', 'explanation'] }).notNull(),
    start: integer('start').notNull(),
    end: integer('end').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('highlights_user_question_idx').on(t.userId, t.questionId),
    index('highlights_user_created_idx').on(t.userId, t.createdAt),
    check('highlights_field_check', sql`${t.field} in ('stem', 'explanation')`),
    check('highlights_range_check', sql`${t.start} >= 0 and ${t.end} > ${t.start}`),
  ],
)
