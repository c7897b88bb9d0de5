-- The example resource: the table of the notes, whichever layer stores them (the driver, GORM or
-- sqlc). MySQL has no CREATE INDEX IF NOT EXISTS: the index is declared in the table's statement, so
-- running the file again changes nothing.
CREATE TABLE IF NOT EXISTS notes (
    id BIGINT AUTO_INCREMENT PRIMARY KEY,
    title VARCHAR(200) NOT NULL,
    body TEXT NOT NULL,
    created_at DATETIME(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    updated_at DATETIME(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
    INDEX notes_created_at_idx (created_at)
);
