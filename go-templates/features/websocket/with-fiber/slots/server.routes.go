s.app.Get("/ws", s.websocketEcho)
