ALTER TABLE "live_lecture_packages" ADD COLUMN "courses" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- The demo packages (db/seed/billing.ts): the NCLEX batches cover the NCLEX-RN and NCLEX-PN lectures, the ReX-PN batch its own.
UPDATE "live_lecture_packages" SET "courses" = '["NCLEX-RN","NCLEX-PN"]'::jsonb WHERE "key" IN ('live-1m', 'live-3m');--> statement-breakpoint
UPDATE "live_lecture_packages" SET "courses" = '["ReX-PN"]'::jsonb WHERE "key" = 'live-rexpn-1m';
