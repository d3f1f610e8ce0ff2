CREATE TABLE "back_in_stock_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "back_in_stock_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"variant_id" text NOT NULL,
	"product_handle" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_requests_open_unique" ON "back_in_stock_requests" USING btree ("email","variant_id") WHERE "back_in_stock_requests"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "back_in_stock_requests_open_idx" ON "back_in_stock_requests" USING btree ("variant_id") WHERE "back_in_stock_requests"."notified_at" is null;