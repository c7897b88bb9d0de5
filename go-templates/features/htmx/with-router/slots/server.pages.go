"GET /notes",
"POST /notes",
