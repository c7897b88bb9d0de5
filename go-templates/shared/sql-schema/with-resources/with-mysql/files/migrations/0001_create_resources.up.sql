-- The tables of the API's resources, whichever layer stores them, each after the tables it refers to.
-- A reference is a foreign key whose ON DELETE is the field's on_delete (NO ACTION, refusing,
-- unless the model says CASCADE or SET NULL; the handlers apply it first, on every store alike).
-- MySQL has no CREATE INDEX IF NOT EXISTS (and ignores a REFERENCES written on a column): keys and
-- constraints are declared in the table's statement, so running the file again changes nothing.
-- Text compares byte for byte (utf8mb4_bin), as in the other stores: the default collation would
-- take `A` for `a` and every emoji for every other.
{{@slot:schema.tables}}
