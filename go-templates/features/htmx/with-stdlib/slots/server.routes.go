// "/{$}" is / alone: "/" would match every path.
s.handle("GET /{$}", templ.Handler(web.Home()).ServeHTTP)
s.handle("GET /static/", web.Static().ServeHTTP)
