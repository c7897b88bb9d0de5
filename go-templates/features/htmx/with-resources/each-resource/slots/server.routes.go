s.{{@R.name}}PageRoutes()
