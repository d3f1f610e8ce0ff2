CREATE TABLE "reviews" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"product" text NOT NULL,
	"rating" smallint NOT NULL,
	"story" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"permission" boolean NOT NULL,
	"discount_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moderated_at" timestamp with time zone,
	CONSTRAINT "reviews_uid_unique" UNIQUE("uid"),
	CONSTRAINT "reviews_discount_code_unique" UNIQUE("discount_code"),
	CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_product_check" CHECK ("reviews"."product" in ('sheet', 'mat', 'kit')),
	CONSTRAINT "reviews_permission_check" CHECK ("reviews"."permission")
);
--> statement-breakpoint
CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status","created_at");