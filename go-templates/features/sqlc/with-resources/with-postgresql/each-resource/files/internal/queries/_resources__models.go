{{@F.sqlcModelsGoPg}}
