-- The accounts of the auth feature (internal/users): an e-mail address is registered once, compared
-- in lower case. email_key, the lower-case address, is unique (MariaDB has no index on an expression
-- such as lower(email)).
CREATE TABLE IF NOT EXISTS users (
    id BIGINT AUTO_INCREMENT PRIMARY KEY,
    email VARCHAR(254) NOT NULL,
    email_key VARCHAR(254) NOT NULL UNIQUE,
    password_hash VARCHAR(255) NOT NULL,
    created_at DATETIME(6) NOT NULL
);
