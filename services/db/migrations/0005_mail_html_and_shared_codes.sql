ALTER TABLE "reviews" ALTER COLUMN "discount_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ALTER COLUMN "discount_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "html_body" text;