-- The tables of the API's resources, whichever layer stores them, each after the tables it refers to.
-- A reference is a foreign key (enforced: the connection turns foreign_keys on): deleting the row it
-- names deletes the rows that require it (ON DELETE CASCADE) and empties the optional ones (SET NULL).
{{@slot:schema.tables}}
