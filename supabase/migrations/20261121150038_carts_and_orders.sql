CREATE TABLE "carts" (
	"token" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"number" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1),
	"cart_token" text NOT NULL,
	"email" text,
	"total" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_cart_token_unique" UNIQUE("cart_token")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_token_carts_token_fk" FOREIGN KEY ("cart_token") REFERENCES "carts"("token") ON DELETE no action ON UPDATE no action;