{{@F.sqlcModelsGoMy}}
