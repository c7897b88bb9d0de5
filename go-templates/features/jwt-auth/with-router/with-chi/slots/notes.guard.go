guard = append(guard, s.requireJWT)
