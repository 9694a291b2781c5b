-- A message is masked once, when it is written, not on every read: the masked body and the kinds
-- hidden are kept beside the body as written (which the writer, an operator, and the other side
-- after confirmation read), with the version of the masking rules. Messages written before have
-- none and are masked when read, as are messages masked by older rules.
ALTER TABLE "messages" ADD COLUMN "masked_body" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "masked_kinds" text[];--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "mask_version" smallint;
