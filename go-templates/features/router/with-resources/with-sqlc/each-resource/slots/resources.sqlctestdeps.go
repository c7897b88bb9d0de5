deps.{{@R.Names}} = {{@R.pkg}}.NewSQLCStore(q)
