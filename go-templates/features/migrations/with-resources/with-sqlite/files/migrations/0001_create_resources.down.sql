-- Dropping a table deletes its rows first, which the foreign keys of the tables referring to it would
-- refuse (ON DELETE NO ACTION) while those still hold rows: they are checked at commit instead, when
-- every table is gone, so the tables go in any order.
PRAGMA defer_foreign_keys = ON;
{{@lines:schema.drop}}
