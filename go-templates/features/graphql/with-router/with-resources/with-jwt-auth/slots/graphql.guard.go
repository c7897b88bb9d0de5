// Every operation needs a bearer token, as the API's resource routes do.
h = graph.RequireToken(s.deps.Tokens, h)
