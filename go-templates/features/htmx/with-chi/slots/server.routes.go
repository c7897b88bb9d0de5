s.router.Method(http.MethodGet, "/", templ.Handler(web.Home()))
s.router.Method(http.MethodGet, "/static/*", web.Static())
