-- UNLOGGED: rate-limit counters need no crash safety and are written on every limited request.
CREATE UNLOGGED TABLE "rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" bigint NOT NULL
);
