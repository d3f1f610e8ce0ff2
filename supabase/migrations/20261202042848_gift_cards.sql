CREATE TABLE "gift_card_debits" (
	"order_number" bigint NOT NULL,
	"code" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_debits_order_number_code_pk" PRIMARY KEY("order_number","code")
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"code" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"initial_value" numeric(14, 2) NOT NULL,
	"balance" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_balance_check" CHECK ("gift_cards"."balance" >= 0 and "gift_cards"."balance" <= "gift_cards"."initial_value")
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "gift_card_codes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_card_debits" ADD CONSTRAINT "gift_card_debits_order_number_orders_number_fk" FOREIGN KEY ("order_number") REFERENCES "orders"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_debits" ADD CONSTRAINT "gift_card_debits_code_gift_cards_code_fk" FOREIGN KEY ("code") REFERENCES "gift_cards"("code") ON DELETE no action ON UPDATE no action;