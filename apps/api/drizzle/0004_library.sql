CREATE TABLE "lecture_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text,
	"category_id" uuid NOT NULL,
	"title" text NOT NULL,
	"subject" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"thumbnail_key" text,
	"media_key" text NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lecture_videos_key_unique" UNIQUE("key"),
	CONSTRAINT "lecture_videos_duration_check" CHECK ("lecture_videos"."duration_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "media_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_categories_key_unique" UNIQUE("key"),
	CONSTRAINT "media_categories_kind_check" CHECK ("media_categories"."kind" in ('video', 'notes'))
);
--> statement-breakpoint
CREATE TABLE "study_calendar_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"file_key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "study_calendar_files_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "study_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text,
	"category_id" uuid NOT NULL,
	"title" text NOT NULL,
	"system" text NOT NULL,
	"file_key" text NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_notes_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "lecture_videos" ADD CONSTRAINT "lecture_videos_category_id_media_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."media_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_notes" ADD CONSTRAINT "study_notes_category_id_media_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."media_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lecture_videos_category_position_idx" ON "lecture_videos" USING btree ("category_id","position","id");--> statement-breakpoint
CREATE INDEX "media_categories_kind_position_idx" ON "media_categories" USING btree ("kind","position","id");--> statement-breakpoint
CREATE INDEX "study_notes_category_position_idx" ON "study_notes" USING btree ("category_id","position","id");