{{@R.Names}} *Resource[{{@R.pkg}}.{{@R.Name}}, {{@R.pkg}}.Input, {{@R.GqlGo}}]
