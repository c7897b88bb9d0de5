s.router.Get("/ws", s.websocketEcho)
