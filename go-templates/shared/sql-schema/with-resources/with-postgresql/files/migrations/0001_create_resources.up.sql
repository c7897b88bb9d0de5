-- The tables of the API's resources, whichever layer stores them, each after the tables it refers to.
-- A reference is a foreign key: deleting the row it names deletes the rows that require it (ON DELETE
-- CASCADE) and empties the optional ones (SET NULL). Constraints are named as PostgreSQL names them,
-- so a violation says which field it is about.
{{@slot:schema.tables}}
