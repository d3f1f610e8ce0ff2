CREATE TABLE "web_vitals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "web_vitals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"value" double precision NOT NULL,
	"rating" text NOT NULL,
	"page_type" text NOT NULL,
	"market" text NOT NULL,
	"device" text NOT NULL,
	"navigation_type" text NOT NULL,
	"target" text
);
--> statement-breakpoint
CREATE INDEX "web_vitals_name_idx" ON "web_vitals" USING btree ("name","received_at");