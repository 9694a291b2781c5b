-- Issue 31: a chef's open requests come 20 a page, the soonest service first, each page read on from
-- the last one's (service time, id). Open requests held in that order let a page read about its own
-- rows; by expiry (0030's index) every open request was read and sorted for each page.
CREATE INDEX "event_requests_open_service_idx" ON "event_requests" USING btree ("service_at","id") WHERE "event_requests"."state" = 'open';
