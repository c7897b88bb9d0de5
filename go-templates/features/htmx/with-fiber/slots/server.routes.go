s.app.Get("/", adaptor.HTTPHandler(templ.Handler(web.Home())))
s.app.Get("/static/*", adaptor.HTTPHandler(web.Static()))
