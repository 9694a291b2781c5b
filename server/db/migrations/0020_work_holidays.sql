-- A chef's choice to cook on Lithuania's public holidays: off by default, so a chef who never
-- looked at their calendar is not booked for Christmas Day.
ALTER TABLE "chef_availability" ADD COLUMN "work_holidays" boolean DEFAULT false NOT NULL;
