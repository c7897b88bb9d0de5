-- The tables of the API's resources, whichever layer stores them, each after the tables it refers to.
-- A reference is a foreign key: deleting the row it names deletes the rows that require it (ON DELETE
-- CASCADE) and empties the optional ones (SET NULL). MySQL has no CREATE INDEX IF NOT EXISTS (and
-- ignores a REFERENCES written on a column): keys and constraints are declared in the table's
-- statement, so running the file again changes nothing.
{{@slot:schema.tables}}
