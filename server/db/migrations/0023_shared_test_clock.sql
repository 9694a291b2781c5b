-- The test clock's offset, one row shared by every app server on the database, so that servers
-- started with a test clock (CLOCK_START, TEST_CLOCK) all read the same time, and one restarted
-- reads it again. Empty in a real deployment.
CREATE TABLE "test_clock" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"offset_ms" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_clock_one_row" CHECK ("test_clock"."id" = 1)
);
