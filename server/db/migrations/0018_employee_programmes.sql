CREATE TABLE "consumer_identities" (
	"consumer_id" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consumer_identities_consumer_id_type_pk" PRIMARY KEY("consumer_id","type")
);
--> statement-breakpoint
CREATE TABLE "consumer_programmes" (
	"consumer_id" text NOT NULL,
	"programme" text NOT NULL,
	"annual_limit" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consumer_programmes_consumer_id_programme_pk" PRIMARY KEY("consumer_id","programme"),
	CONSTRAINT "consumer_programmes_programme_check" CHECK ("consumer_programmes"."programme" in ('employee', 'athlete', 'prosumer')),
	CONSTRAINT "consumer_programmes_limit_check" CHECK ("consumer_programmes"."annual_limit" >= 0)
);
--> statement-breakpoint
ALTER TABLE "consumers" ADD COLUMN "employee_terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consumer_identities" ADD CONSTRAINT "consumer_identities_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_programmes" ADD CONSTRAINT "consumer_programmes_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;