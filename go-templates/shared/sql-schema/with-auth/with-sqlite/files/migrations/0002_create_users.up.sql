-- The accounts of the auth feature (internal/users): an e-mail address is registered once, compared
-- in lower case through email_key, the lower-case address, which is unique.
CREATE TABLE IF NOT EXISTS users (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL,
    email_key TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    created_at DATETIME NOT NULL
);
