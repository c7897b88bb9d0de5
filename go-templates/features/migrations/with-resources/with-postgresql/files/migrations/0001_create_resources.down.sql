-- CASCADE drops the foreign keys of the tables that refer to one, whatever the order.
{{@lines:schema.drop}}
