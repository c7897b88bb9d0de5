{Path: "/{{@R.path}}", Title: "{{@R.Labels}}"},
