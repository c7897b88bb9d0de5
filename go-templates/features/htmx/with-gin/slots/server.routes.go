s.engine.GET("/", gin.WrapH(templ.Handler(web.Home())))
s.engine.GET("/static/*file", gin.WrapH(web.Static()))
