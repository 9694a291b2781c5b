-- Issue 19: a dish's ingredients keep their order and carry a unit. jsonb keeps no key order, so the
-- old name-to-number maps become lists of {name, value, unit}; their units are unknown (null), and
-- their order is the one jsonb kept (by name length, then name), the best left to recover.
UPDATE "product_details" SET "ingredients" = (
	SELECT coalesce(jsonb_agg(jsonb_build_object('name', e.key, 'value', e.value, 'unit', NULL) ORDER BY e.ordinality), '[]'::jsonb)
	FROM jsonb_each("ingredients") WITH ORDINALITY AS e(key, value, ordinality)
) WHERE jsonb_typeof("ingredients") = 'object';
