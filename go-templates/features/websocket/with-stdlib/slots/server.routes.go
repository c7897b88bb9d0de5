s.handle("GET /ws", s.websocketEcho)
