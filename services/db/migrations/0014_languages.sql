ALTER TABLE "back_in_stock_requests" ADD COLUMN "language" text DEFAULT 'en-SG' NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "language" text DEFAULT 'EN' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "language" text DEFAULT 'en-SG' NOT NULL;