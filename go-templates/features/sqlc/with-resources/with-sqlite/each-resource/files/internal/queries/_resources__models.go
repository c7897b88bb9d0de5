{{@F.sqlcModelsGoLite}}
