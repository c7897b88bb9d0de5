package migrations

import _ "embed"

// CreateUsers is the migration of the auth feature's users table. It creates only what is missing.
//
//go:embed 0002_create_users.up.sql
var CreateUsers string
