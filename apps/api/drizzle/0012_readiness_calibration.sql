CREATE TABLE "readiness_calibration_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"summary" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "readiness_item_calibrations" (
	"question_id" uuid PRIMARY KEY NOT NULL,
	"difficulty" real NOT NULL,
	"se" real,
	"responses" integer NOT NULL,
	"calibrated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "readiness_item_calibrations" ADD CONSTRAINT "readiness_item_calibrations_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;