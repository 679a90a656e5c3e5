CREATE TABLE "case_studies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"record" jsonb NOT NULL,
	"record_changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exams" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_studies_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "questions" DROP CONSTRAINT "questions_type_check";--> statement-breakpoint
ALTER TABLE "paper_items" ADD COLUMN "score" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "item" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "clinical_judgment_step" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "case_study_id" uuid;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "case_step" integer;--> statement-breakpoint
ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_case_study_id_case_studies_id_fk" FOREIGN KEY ("case_study_id") REFERENCES "public"."case_studies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "questions_case_step_idx" ON "questions" USING btree ("case_study_id","case_step");--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_cj_step_check" CHECK ("questions"."clinical_judgment_step" is null or "questions"."clinical_judgment_step" in ('recognize-cues', 'analyze-cues', 'prioritize-hypotheses', 'generate-solutions', 'take-action', 'evaluate-outcomes'));--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_case_step_check" CHECK (("questions"."case_study_id" is null and "questions"."case_step" is null) or ("questions"."case_study_id" is not null and "questions"."case_step" between 0 and 5));--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_type_check" CHECK ("questions"."type" in ('matrix', 'mcq', 'multi', 'select-n', 'grouping', 'blank', 'matrix-mc', 'matrix-mr', 'cloze-dropdown', 'dropdown-table', 'dropdown-rationale', 'cloze-drag', 'drag-rationale', 'highlight-text', 'highlight-table', 'bowtie', 'trend'));