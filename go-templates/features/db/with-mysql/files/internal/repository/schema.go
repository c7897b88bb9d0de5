package repository

// createNotesTable is the notes table of the migrations, in MySQL's dialect.
const createNotesTable = `CREATE TABLE IF NOT EXISTS notes (
	id BIGINT AUTO_INCREMENT PRIMARY KEY,
	title VARCHAR(200) NOT NULL,
	body TEXT NOT NULL,
	created_at DATETIME(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
	updated_at DATETIME(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6)
)`
