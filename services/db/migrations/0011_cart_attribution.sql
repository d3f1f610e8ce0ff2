ALTER TABLE "carts" ADD COLUMN "unique_token" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "visit_token" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "checkout_started_at" timestamp with time zone;