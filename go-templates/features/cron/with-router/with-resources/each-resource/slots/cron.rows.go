scheduler.RowsOf("{{@R.snakes}}", deps.{{@R.Names}}.List),
