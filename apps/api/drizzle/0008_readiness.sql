CREATE TABLE "readiness_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"exam" text NOT NULL,
	"state" jsonb NOT NULL,
	"answered_count" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"suspended_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"result" jsonb,
	"band" text,
	"passed" boolean,
	CONSTRAINT "readiness_assessments_exam_check" CHECK ("readiness_assessments"."exam" in ('nclex-rn', 'nclex-pn', 'rex-pn'))
);
--> statement-breakpoint
CREATE TABLE "readiness_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assessment_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"question_id" uuid NOT NULL,
	"pretest" boolean NOT NULL,
	"answer" jsonb,
	"score" integer,
	"max_score" integer NOT NULL,
	"presented_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "readiness_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"target_exam" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "readiness_profiles_exam_check" CHECK ("readiness_profiles"."target_exam" in ('nclex-rn', 'nclex-pn', 'rex-pn'))
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "client_need" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "difficulty" real;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "exams" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "readiness_assessments" ADD CONSTRAINT "readiness_assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_items" ADD CONSTRAINT "readiness_items_assessment_id_readiness_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."readiness_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_items" ADD CONSTRAINT "readiness_items_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_profiles" ADD CONSTRAINT "readiness_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "readiness_assessments_user_started_idx" ON "readiness_assessments" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "readiness_assessments_one_open_idx" ON "readiness_assessments" USING btree ("user_id") WHERE "readiness_assessments"."completed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "readiness_items_assessment_position_idx" ON "readiness_items" USING btree ("assessment_id","position");--> statement-breakpoint
CREATE INDEX "readiness_items_question_idx" ON "readiness_items" USING btree ("question_id");