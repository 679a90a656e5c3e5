CREATE TABLE "live_lecture_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"validity_days" integer NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_lecture_packages_key_unique" UNIQUE("key"),
	CONSTRAINT "live_lecture_packages_amount_check" CHECK ("live_lecture_packages"."amount_cents" > 0),
	CONSTRAINT "live_lecture_packages_validity_check" CHECK ("live_lecture_packages"."validity_days" > 0),
	CONSTRAINT "live_lecture_packages_currency_check" CHECK ("live_lecture_packages"."currency" in ('CAD', 'USD'))
);
--> statement-breakpoint
CREATE TABLE "live_lectures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text,
	"lecturer_name" text NOT NULL,
	"designation" text NOT NULL,
	"subject" text NOT NULL,
	"course_name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"join_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_lectures_key_unique" UNIQUE("key"),
	CONSTRAINT "live_lectures_time_check" CHECK ("live_lectures"."ends_at" > "live_lectures"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "orders_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100001 CACHE 1),
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"plan_id" uuid,
	"live_package_id" uuid,
	"course_name" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"renewal" boolean DEFAULT false NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"payment_ref" text,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_kind_check" CHECK ("orders"."kind" in ('plan', 'live_package')),
	CONSTRAINT "orders_item_check" CHECK (("orders"."kind" = 'plan' and "orders"."plan_id" is not null and "orders"."live_package_id" is null) or ("orders"."kind" = 'live_package' and "orders"."live_package_id" is not null and "orders"."plan_id" is null)),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'paid', 'failed', 'canceled', 'refunded')),
	CONSTRAINT "orders_provider_check" CHECK ("orders"."provider" in ('sandbox', 'stripe')),
	CONSTRAINT "orders_amount_check" CHECK ("orders"."amount_cents" > 0),
	CONSTRAINT "orders_currency_check" CHECK ("orders"."currency" in ('CAD', 'USD'))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"order_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"course_name" text NOT NULL,
	"name" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"validity_days" integer NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_key_unique" UNIQUE("key"),
	CONSTRAINT "plans_amount_check" CHECK ("plans"."amount_cents" > 0),
	CONSTRAINT "plans_validity_check" CHECK ("plans"."validity_days" > 0),
	CONSTRAINT "plans_currency_check" CHECK ("plans"."currency" in ('CAD', 'USD'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"plan_id" uuid,
	"live_package_id" uuid,
	"last_order_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_scope_check" CHECK ("subscriptions"."scope" in ('plan', 'live_lectures')),
	CONSTRAINT "subscriptions_period_check" CHECK ("subscriptions"."ends_at" > "subscriptions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_live_package_id_live_lecture_packages_id_fk" FOREIGN KEY ("live_package_id") REFERENCES "public"."live_lecture_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_live_package_id_live_lecture_packages_id_fk" FOREIGN KEY ("live_package_id") REFERENCES "public"."live_lecture_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_last_order_id_orders_id_fk" FOREIGN KEY ("last_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_lectures_ends_at_idx" ON "live_lectures" USING btree ("ends_at","starts_at");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_ref_idx" ON "orders" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_user_scope_idx" ON "subscriptions" USING btree ("user_id","scope");