deps.{{@R.Names}} = memory.New{{@R.Name}}Store()
