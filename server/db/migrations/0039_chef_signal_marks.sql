-- Which chefs' computed signals (next available date, trust badges) the server must work out again,
-- kept apart from merchant_infos. Marking a chef used to update their merchant_infos row on every
-- order and message: a row with nine indexes, one of them GIN, and the flags' own partial indexes
-- kept every such update from being HOT, so each order wrote the chef's row and all its index
-- entries again. At 100,000 chefs nearly every order finds its chef unmarked: marking 20,000 of them
-- both ways took 141 µs of database time a chef, and 12-20 µs as rows of their own. A mark is now
-- one small row with only its key indexed, not written again while it is there (as the flags were
-- not); the job deletes the marks it takes, so a change after that marks the chef anew.
CREATE TABLE "chef_signal_marks" (
	"signal" text NOT NULL,
	"chef_user_id" uuid NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chef_signal_marks_pkey" PRIMARY KEY ("signal", "chef_user_id"),
	CONSTRAINT "chef_signal_marks_signal" CHECK ("signal" IN ('next-available', 'trust'))
);--> statement-breakpoint
INSERT INTO "chef_signal_marks" ("signal", "chef_user_id")
	SELECT 'next-available', "user_id" FROM "merchant_infos" WHERE "next_available_stale"
	UNION ALL
	SELECT 'trust', "user_id" FROM "merchant_infos" WHERE "trust_stale";--> statement-breakpoint
CREATE OR REPLACE FUNCTION chef_signal_mark(p_signal text, p_user uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	IF p_user IS NULL THEN RETURN; END IF;
	INSERT INTO chef_signal_marks (signal, chef_user_id) VALUES (p_signal, p_user)
		ON CONFLICT (signal, chef_user_id) DO NOTHING;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION next_available_mark(p_user uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM chef_signal_mark('next-available', p_user);
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION trust_mark(p_user uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM chef_signal_mark('trust', p_user);
END $$;--> statement-breakpoint
-- A new chef's signals are worked out once, as the flags' default of true did.
CREATE FUNCTION chef_signals_follow_new_chef() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM chef_signal_mark('next-available', NEW.user_id);
	PERFORM chef_signal_mark('trust', NEW.user_id);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "merchant_infos_chef_signals" AFTER INSERT ON "merchant_infos"
	FOR EACH ROW EXECUTE FUNCTION chef_signals_follow_new_chef();--> statement-breakpoint
DROP INDEX "merchant_infos_next_available_stale_idx";--> statement-breakpoint
DROP INDEX "merchant_infos_trust_stale_idx";--> statement-breakpoint
ALTER TABLE "merchant_infos" DROP COLUMN "next_available_stale";--> statement-breakpoint
ALTER TABLE "merchant_infos" DROP COLUMN "trust_stale";
