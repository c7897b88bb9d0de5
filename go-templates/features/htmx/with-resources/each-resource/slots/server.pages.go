"GET /{{@R.path}}",
"POST /{{@R.path}}",
