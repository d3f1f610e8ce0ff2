CREATE TABLE "shopify_admin_tasks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shopify_admin_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopify_admin_tasks_kind_check" CHECK ("shopify_admin_tasks"."kind" in ('discount-code', 'customer')),
	CONSTRAINT "shopify_admin_tasks_status_check" CHECK ("shopify_admin_tasks"."status" in ('pending', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"percent" smallint NOT NULL,
	"source" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	"order_number" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_percent_check" CHECK ("discount_codes"."percent" between 1 and 100),
	CONSTRAINT "discount_codes_source_check" CHECK ("discount_codes"."source" in ('newsletter', 'review'))
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "discount_codes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
CREATE INDEX "shopify_admin_tasks_due_idx" ON "shopify_admin_tasks" USING btree ("status","next_attempt_at");--> statement-breakpoint
-- Codes mailed before this table existed stay redeemable for a year from their mail.
INSERT INTO "discount_codes" ("code", "percent", "source", "expires_at", "created_at")
SELECT "discount_code", 10, 'newsletter', "created_at" + interval '365 days', "created_at" FROM "subscribers"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "discount_codes" ("code", "percent", "source", "expires_at", "created_at")
SELECT "discount_code", 10, 'review', "created_at" + interval '365 days', "created_at" FROM "reviews"
ON CONFLICT DO NOTHING;
