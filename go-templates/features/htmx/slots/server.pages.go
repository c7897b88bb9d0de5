"GET /",
"GET /static",
