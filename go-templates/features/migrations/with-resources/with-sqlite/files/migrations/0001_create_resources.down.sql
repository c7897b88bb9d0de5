-- Dropping a table deletes its rows first, which the foreign keys of the tables referring to it follow
-- (ON DELETE CASCADE or SET NULL): the tables go in any order.
{{@lines:schema.drop}}
