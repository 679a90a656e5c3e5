CREATE TABLE "email_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"new_email" text NOT NULL,
	"code_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "study_schedule_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"questions" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_schedule_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "study_schedules" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"exam_date" date NOT NULL,
	"start_date" date NOT NULL,
	"study_days" integer[] NOT NULL,
	"hours_per_week" integer NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"calendar_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_schedules_calendar_key_unique" UNIQUE("calendar_key"),
	CONSTRAINT "study_schedules_hours_check" CHECK ("study_schedules"."hours_per_week" between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "papers" DROP CONSTRAINT "papers_status_check";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_schedule_days" ADD CONSTRAINT "study_schedule_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_schedules" ADD CONSTRAINT "study_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_changes_user_idx" ON "email_changes" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_status_check" CHECK ("papers"."status" in ('in process', 'completed', 'abandoned'));