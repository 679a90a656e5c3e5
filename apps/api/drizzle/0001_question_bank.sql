CREATE TABLE "paper_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"paper_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"question_id" uuid NOT NULL,
	"answer" jsonb,
	"is_correct" boolean,
	"marks_awarded" integer DEFAULT 0 NOT NULL,
	"marks_possible" integer NOT NULL,
	"answered_at" timestamp with time zone,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "papers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"style" text NOT NULL,
	"mode" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"question_count" integer NOT NULL,
	"status" text DEFAULT 'in process' NOT NULL,
	"marks_scored" integer DEFAULT 0 NOT NULL,
	"marks_possible" integer NOT NULL,
	"answered_count" integer DEFAULT 0 NOT NULL,
	"correct_count" integer DEFAULT 0 NOT NULL,
	"time_limit_seconds" integer,
	"deadline_at" timestamp with time zone,
	"paused_at" timestamp with time zone,
	"remaining_seconds_at_pause" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "papers_code_unique" UNIQUE("code"),
	CONSTRAINT "papers_status_check" CHECK ("papers"."status" in ('in process', 'completed')),
	CONSTRAINT "papers_mode_check" CHECK ("papers"."mode" in ('tutor', 'time'))
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text,
	"subject_id" uuid NOT NULL,
	"subsubject" text,
	"style" text NOT NULL,
	"type" text NOT NULL,
	"stem" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"marks" integer,
	"explanation" text,
	"headings" jsonb,
	"rows" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_key_unique" UNIQUE("key"),
	CONSTRAINT "questions_style_check" CHECK ("questions"."style" in ('traditional', 'nextgen')),
	CONSTRAINT "questions_type_check" CHECK ("questions"."type" in ('mcq', 'multi', 'blank', 'matrix'))
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "subjects_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "paper_items" ADD CONSTRAINT "paper_items_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_items" ADD CONSTRAINT "paper_items_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "paper_items_paper_position_idx" ON "paper_items" USING btree ("paper_id","position");--> statement-breakpoint
CREATE INDEX "paper_items_question_idx" ON "paper_items" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "papers_user_created_idx" ON "papers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "papers_user_status_idx" ON "papers" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "questions_subject_style_idx" ON "questions" USING btree ("subject_id","style");