s.{{@R.name}}Routes()
